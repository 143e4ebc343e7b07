/** Demo articles, industries, resources, testimonials and white papers, in English and Spanish. */
import type { Bilingual } from './catalog'
import type { DemoImageKey } from './images'

export type DocumentSeed = {
  title: Bilingual
  slug: Bilingual
  summary: Bilingual
  body: Bilingual[]
  image: DemoImageKey
  families?: string[]
}

export const industries: DocumentSeed[] = [
  {
    title: { en: 'Packaging Machinery', es: 'Maquinaria de empaque' },
    slug: { en: 'packaging-machinery', es: 'maquinaria-de-empaque' },
    summary: {
      en: 'Fast, compact controls for form-fill-seal, cartoning and palletizing lines.',
      es: 'Controles rápidos y compactos para líneas de formado-llenado-sellado, encartonado y paletizado.',
    },
    body: [
      {
        en: 'Packaging OEMs build many similar machines a year and need components that are in stock, compact and documented. Our 22 mm operators, IEC contactors and spring-clamp terminal blocks shorten panel build time on every unit.',
        es: 'Los fabricantes de maquinaria de empaque construyen muchas máquinas similares al año y necesitan componentes disponibles, compactos y documentados. Nuestros operadores de 22 mm, contactores IEC y bloques de resorte acortan el tiempo de armado del tablero en cada unidad.',
      },
      {
        en: 'Tower lights tell the line supervisor which machine needs attention before a jam becomes a stoppage.',
        es: 'Las torres de señalización indican al supervisor qué máquina necesita atención antes de que un atasco se convierta en un paro.',
      },
    ],
    image: 'tower-light',
    families: ['22mm-nema-push-buttons', 'contactors-control-relays', 'world-tower-lights'],
  },
  {
    title: { en: 'Water & Wastewater Treatment', es: 'Tratamiento de agua y aguas residuales' },
    slug: { en: 'water-wastewater-treatment', es: 'tratamiento-de-agua-y-aguas-residuales' },
    summary: {
      en: 'Corrosion-resistant controls for lift stations, blowers and chemical feed.',
      es: 'Controles resistentes a la corrosión para estaciones de bombeo, sopladores y dosificación química.',
    },
    body: [
      {
        en: 'Pump panels live outdoors and in humid, corrosive rooms. NEMA 4X polycarbonate enclosures, sealed operators and definite purpose contactors keep lift stations running through storms.',
        es: 'Los tableros de bombas están a la intemperie y en cuartos húmedos y corrosivos. Los gabinetes de policarbonato NEMA 4X, los operadores sellados y los contactores de propósito definido mantienen las estaciones de bombeo en marcha durante las tormentas.',
      },
      {
        en: 'Hand-Off-Auto selector switches and run/fault pilot lights are the standard operator interface for each pump.',
        es: 'Los selectores Manual-Fuera-Automático y las luces piloto de marcha y falla son la interfaz estándar de cada bomba.',
      },
    ],
    image: 'enclosure',
    families: ['enclosures', 'definite-purpose-contactors', '22mm-selector-switches'],
  },
  {
    title: { en: 'Material Handling', es: 'Manejo de materiales' },
    slug: { en: 'material-handling', es: 'manejo-de-materiales' },
    summary: {
      en: 'Conveyor, sortation and crane controls built for long runs and many motors.',
      es: 'Controles para transportadores, clasificación y grúas, diseñados para recorridos largos y muchos motores.',
    },
    body: [
      {
        en: 'A distribution center can run hundreds of small conveyor motors. Motor protection circuit breakers paired with compact contactors save panel space, and emergency-stop stations along the line keep people safe.',
        es: 'Un centro de distribución puede operar cientos de pequeños motores de transportadores. Los guardamotores combinados con contactores compactos ahorran espacio en el tablero, y las estaciones de paro de emergencia a lo largo de la línea protegen a las personas.',
      },
    ],
    image: 'circuit-breakers',
    families: ['motor-protection-circuit-breakers', 'control-stations', 'overload-relays'],
  },
  {
    title: { en: 'Oil & Gas', es: 'Petróleo y gas' },
    slug: { en: 'oil-gas', es: 'petroleo-y-gas' },
    summary: {
      en: 'Rugged controls for well pads, compressor skids and pipeline stations.',
      es: 'Controles robustos para plataformas de pozos, patines de compresión y estaciones de ductos.',
    },
    body: [
      {
        en: 'Skid builders need components that survive heat, cold and vibration far from the nearest supply house. Spring-clamp terminals, LED pilot lights and lockable disconnects reduce site visits.',
        es: 'Los fabricantes de patines necesitan componentes que soporten calor, frío y vibración lejos de cualquier distribuidor. Los bornes de resorte, las luces piloto LED y los seccionadores con candado reducen las visitas a sitio.',
      },
    ],
    image: 'disconnect-switch',
    families: ['iec-terminal-blocks', 'disconnect-switches', '22mm-nema-pilot-lights'],
  },
]

export const articles: (DocumentSeed & { publishedAt: string })[] = [
  {
    publishedAt: '2026-10-28',
    image: 'contactor',
    title: {
      en: 'How to size a contactor for a three-phase motor',
      es: 'Cómo seleccionar un contactor para un motor trifásico',
    },
    slug: { en: 'how-to-size-a-contactor', es: 'como-seleccionar-un-contactor' },
    summary: {
      en: 'Full-load current, utilization category and coil voltage: the three numbers that decide.',
      es: 'Corriente a plena carga, categoría de empleo y tensión de bobina: los tres datos que deciden.',
    },
    body: [
      {
        en: 'Start from the motor nameplate: the full-load amps at your supply voltage set the minimum AC-3 rating. Leave margin for frequent starting or jogging, where AC-4 ratings apply.',
        es: 'Parta de la placa del motor: la corriente a plena carga a su tensión de alimentación fija la capacidad AC-3 mínima. Deje margen para arranques frecuentes o avance lento, donde aplican las capacidades AC-4.',
      },
      {
        en: 'Then choose the coil voltage to match your control circuit, typically 24 V DC from the PLC supply or 120 V AC from a control transformer.',
        es: 'Después elija la tensión de bobina según su circuito de control, normalmente 24 V CC de la fuente del PLC o 120 V CA de un transformador de control.',
      },
    ],
    families: ['contactors-control-relays', 'overload-relays'],
  },
  {
    publishedAt: '2026-10-14',
    image: 'push-buttons',
    title: {
      en: 'Emergency stop buttons: what the standards ask for',
      es: 'Botones de paro de emergencia: lo que piden las normas',
    },
    slug: { en: 'emergency-stop-buttons-standards', es: 'botones-de-paro-de-emergencia-normas' },
    summary: {
      en: 'Red on yellow, direct opening action and a latch that needs a deliberate reset.',
      es: 'Rojo sobre amarillo, apertura directa y un enclavamiento que exige un restablecimiento deliberado.',
    },
    body: [
      {
        en: 'NFPA 79 and IEC 60204-1 require emergency stops to be red operators on a yellow background, with normally closed contacts that open positively when pressed.',
        es: 'NFPA 79 e IEC 60204-1 exigen que los paros de emergencia sean operadores rojos sobre fondo amarillo, con contactos normalmente cerrados de apertura positiva al presionarlos.',
      },
      {
        en: 'Twist-to-release mushroom heads make the reset a conscious act, so a machine never restarts by accident.',
        es: 'Los hongos con liberación por giro hacen del restablecimiento un acto consciente, de modo que la máquina nunca arranque por accidente.',
      },
    ],
    families: ['22mm-nema-push-buttons', 'legend-plates'],
  },
  {
    publishedAt: '2026-09-30',
    image: 'terminal-blocks',
    title: { en: 'Spring clamp or screw terminals?', es: '¿Bornes de resorte o de tornillo?' },
    slug: { en: 'spring-clamp-or-screw-terminals', es: 'bornes-de-resorte-o-de-tornillo' },
    summary: {
      en: 'Wiring speed, vibration and inspection: how to pick a terminal technology.',
      es: 'Velocidad de cableado, vibración e inspección: cómo elegir la tecnología de conexión.',
    },
    body: [
      {
        en: 'Spring clamps cut termination time by up to half and hold their force under vibration. Screw terminals remain familiar and accept two conductors per clamp.',
        es: 'Los bornes de resorte reducen hasta a la mitad el tiempo de conexión y mantienen su fuerza con vibración. Los de tornillo siguen siendo conocidos y admiten dos conductores por borne.',
      },
    ],
    families: ['iec-terminal-blocks', 'nema-terminal-blocks'],
  },
  {
    publishedAt: '2026-09-12',
    image: 'pilot-lights',
    title: {
      en: 'Choosing pilot light colors that operators understand',
      es: 'Cómo elegir colores de luces piloto que los operadores entiendan',
    },
    slug: { en: 'pilot-light-colors', es: 'colores-de-luces-piloto' },
    summary: {
      en: 'A consistent color code prevents mistakes on the plant floor.',
      es: 'Un código de colores coherente evita errores en la planta.',
    },
    body: [
      {
        en: 'Use red for danger or stopped, amber for abnormal conditions, green for normal running and blue for mandatory action. Keep the same code across every machine in the plant.',
        es: 'Use rojo para peligro o detenido, ámbar para condiciones anormales, verde para operación normal y azul para acción obligatoria. Mantenga el mismo código en todas las máquinas de la planta.',
      },
    ],
    families: ['22mm-nema-pilot-lights', '16mm-pilot-lights'],
  },
  {
    publishedAt: '2026-08-25',
    image: 'wire-duct',
    title: {
      en: 'Five habits of tidy control panels',
      es: 'Cinco hábitos de los tableros de control ordenados',
    },
    slug: { en: 'five-habits-of-tidy-panels', es: 'cinco-habitos-de-tableros-ordenados' },
    summary: {
      en: 'Wire duct fill, labelling and spare space make panels easy to service.',
      es: 'El llenado de la canaleta, el etiquetado y el espacio de reserva facilitan el servicio del tablero.',
    },
    body: [
      {
        en: 'Fill wire duct to no more than 60 percent, label both ends of every wire, group power and signal wiring apart, leave 20 percent spare rail space and keep the drawings in the door pocket.',
        es: 'Llene la canaleta a no más del 60 por ciento, etiquete ambos extremos de cada cable, separe el cableado de potencia y de señal, deje 20 por ciento de riel libre y guarde los planos en el bolsillo de la puerta.',
      },
    ],
    families: ['wire-duct', 'enclosures'],
  },
  {
    publishedAt: '2026-08-08',
    image: 'relays',
    title: {
      en: 'When a timing relay beats a PLC timer',
      es: 'Cuándo un relé temporizador supera a un temporizador de PLC',
    },
    slug: { en: 'timing-relay-vs-plc', es: 'rele-temporizador-vs-plc' },
    summary: {
      en: 'Simple machines and safety-related delays often do better with hardware timers.',
      es: 'Las máquinas sencillas y los retardos relacionados con la seguridad suelen funcionar mejor con temporizadores físicos.',
    },
    body: [
      {
        en: 'A timing relay keeps working when the PLC is being reprogrammed and makes the delay visible on the panel. For a fan run-on or a staggered start, it is often the simplest, cheapest answer.',
        es: 'Un relé temporizador sigue funcionando mientras se reprograma el PLC y hace visible el retardo en el tablero. Para mantener un ventilador después del paro o escalonar arranques, suele ser la respuesta más sencilla y económica.',
      },
    ],
    families: ['electronic-timing-relays', 'general-purpose-relays'],
  },
  {
    publishedAt: '2026-07-21',
    image: 'disconnect-switch',
    title: {
      en: 'Lockout/tagout starts at the disconnect',
      es: 'El bloqueo y etiquetado empieza en el seccionador',
    },
    slug: { en: 'lockout-tagout-disconnect', es: 'bloqueo-y-etiquetado-seccionador' },
    summary: {
      en: 'Door-interlocked handles and padlock provisions for safe maintenance.',
      es: 'Manijas enclavadas con la puerta y provisiones para candado para un mantenimiento seguro.',
    },
    body: [
      {
        en: 'OSHA 1910.147 requires energy isolation before service. A door-mounted disconnect that accepts padlocks in the OFF position is the first step of every lockout procedure.',
        es: 'OSHA 1910.147 exige aislar la energía antes de dar servicio. Un seccionador montado en la puerta que admite candados en posición de apagado es el primer paso de todo procedimiento de bloqueo.',
      },
    ],
    families: ['disconnect-switches'],
  },
  {
    publishedAt: '2026-07-02',
    image: 'tower-light',
    title: {
      en: 'Tower lights and andon: making status visible',
      es: 'Torres de señalización y andon: hacer visible el estado',
    },
    slug: { en: 'tower-lights-andon', es: 'torres-de-senalizacion-andon' },
    summary: {
      en: 'Lean plants use light towers to shorten response time to stoppages.',
      es: 'Las plantas lean usan torres de señalización para acortar el tiempo de respuesta ante paros.',
    },
    body: [
      {
        en: 'An andon system turns machine status into light and sound so help arrives before the line stops. Stackable LED towers make it easy to add a tier when the process changes.',
        es: 'Un sistema andon convierte el estado de la máquina en luz y sonido para que la ayuda llegue antes de que la línea se detenga. Las torres LED apilables permiten agregar un nivel cuando cambia el proceso.',
      },
    ],
    families: ['world-tower-lights'],
  },
]

export const resources: (DocumentSeed & {
  kind: 'datasheet' | 'manual' | 'cad' | 'certificate'
  /**
   * The downloads: a file in each language (the default); one file without language for
   * both (CAD drawings); or English only (a certificate as UL issues it), which the Spanish
   * page offers marked "en inglés".
   */
  files?: 'neutral' | 'englishOnly'
})[] = [
  {
    kind: 'datasheet',
    image: 'document-cover',
    title: { en: '22 mm Operators Datasheet', es: 'Hoja de datos de operadores de 22 mm' },
    slug: { en: '22mm-operators-datasheet', es: 'hoja-de-datos-operadores-22mm' },
    summary: {
      en: 'Ratings, dimensions and contact block combinations.',
      es: 'Capacidades, dimensiones y combinaciones de bloques de contactos.',
    },
    body: [
      {
        en: 'Electrical ratings, panel cut-out dimensions and ordering codes for push buttons, selectors and pilot lights.',
        es: 'Capacidades eléctricas, dimensiones de perforación y códigos de pedido de botones, selectores y luces piloto.',
      },
    ],
  },
  {
    kind: 'manual',
    image: 'document-cover',
    title: { en: 'Contactor Installation Manual', es: 'Manual de instalación de contactores' },
    slug: { en: 'contactor-installation-manual', es: 'manual-de-instalacion-de-contactores' },
    summary: {
      en: 'Mounting, wiring and coil replacement instructions.',
      es: 'Instrucciones de montaje, cableado y reemplazo de bobina.',
    },
    body: [
      {
        en: 'Step-by-step mounting on DIN rail or panel, tightening torques and coil replacement.',
        es: 'Montaje paso a paso en riel DIN o placa, pares de apriete y reemplazo de bobina.',
      },
    ],
  },
  {
    kind: 'cad',
    files: 'neutral',
    image: 'document-cover',
    title: { en: 'Terminal Block CAD Library', es: 'Biblioteca CAD de bloques de terminales' },
    slug: { en: 'terminal-block-cad-library', es: 'biblioteca-cad-bloques-de-terminales' },
    summary: {
      en: '2D DXF and 3D STEP models of every block and accessory.',
      es: 'Modelos 2D DXF y 3D STEP de todos los bloques y accesorios.',
    },
    body: [
      {
        en: 'Drop-in models for panel layout software, with correct pitch and height.',
        es: 'Modelos listos para software de diseño de tableros, con paso y altura correctos.',
      },
    ],
  },
  {
    kind: 'certificate',
    files: 'englishOnly',
    image: 'document-cover',
    title: { en: 'UL Certificate of Compliance', es: 'Certificado de cumplimiento UL' },
    slug: { en: 'ul-certificate-of-compliance', es: 'certificado-de-cumplimiento-ul' },
    summary: {
      en: 'UL 508 and UL 1059 listings for our control components.',
      es: 'Certificaciones UL 508 y UL 1059 de nuestros componentes de control.',
    },
    body: [
      {
        en: 'File numbers and listed product categories for inspection and submittals.',
        es: 'Números de expediente y categorías certificadas para inspecciones y entregas de documentación.',
      },
    ],
  },
  {
    kind: 'datasheet',
    image: 'document-cover',
    title: { en: 'Tower Light Datasheet', es: 'Hoja de datos de torres de señalización' },
    slug: { en: 'tower-light-datasheet', es: 'hoja-de-datos-torres-de-senalizacion' },
    summary: {
      en: 'Tier options, voltages and buzzer specifications.',
      es: 'Opciones de niveles, tensiones y especificaciones del zumbador.',
    },
    body: [
      {
        en: 'Configure a tower from base to cap with current draw per tier.',
        es: 'Configure una torre de la base a la tapa con el consumo por nivel.',
      },
    ],
  },
  {
    kind: 'manual',
    image: 'document-cover',
    title: { en: 'Timing Relay Function Guide', es: 'Guía de funciones del relé temporizador' },
    slug: { en: 'timing-relay-function-guide', es: 'guia-de-funciones-rele-temporizador' },
    summary: {
      en: 'Timing diagrams for all ten functions.',
      es: 'Diagramas de tiempo de las diez funciones.',
    },
    body: [
      {
        en: 'On-delay, off-delay, interval, flasher and more, with wiring examples.',
        es: 'Retardo a la conexión, a la desconexión, intervalo, intermitente y más, con ejemplos de cableado.',
      },
    ],
  },
]

export const testimonials: (DocumentSeed & { author: string; company: string })[] = [
  {
    author: 'Dana Whitfield',
    company: 'Ohio Valley Panel Works',
    image: 'control-panel-hero',
    title: { en: 'Panels out the door two days sooner', es: 'Tableros entregados dos días antes' },
    slug: { en: 'ohio-valley-panel-works', es: 'ohio-valley-panel-works' },
    summary: {
      en: '“Ordering by part number with our own prices cut our purchasing time in half.”',
      es: '«Pedir por número de parte con nuestros propios precios redujo a la mitad nuestro tiempo de compras.»',
    },
    body: [
      {
        en: 'We build about forty panels a month. Having our negotiated prices and stock on one page means the buyer orders in minutes, and the parts arrive the next day.',
        es: 'Armamos unos cuarenta tableros al mes. Tener nuestros precios negociados y la disponibilidad en una sola página hace que el comprador pida en minutos, y las partes llegan al día siguiente.',
      },
    ],
  },
  {
    author: 'Luis Herrera',
    company: 'Automatización del Norte',
    image: 'push-buttons',
    title: {
      en: 'Bilingual documentation our technicians use',
      es: 'Documentación bilingüe que nuestros técnicos usan',
    },
    slug: { en: 'automatizacion-del-norte', es: 'automatizacion-del-norte' },
    summary: {
      en: '“Datasheets in Spanish made commissioning in Monterrey much easier.”',
      es: '«Las hojas de datos en español facilitaron mucho la puesta en marcha en Monterrey.»',
    },
    body: [
      {
        en: 'Our field team reads Spanish first. Finding the same datasheet in both languages saved us translation work on every project.',
        es: 'Nuestro equipo de campo lee primero en español. Encontrar la misma hoja de datos en ambos idiomas nos ahorró traducciones en cada proyecto.',
      },
    ],
  },
  {
    author: 'Priya Natarajan',
    company: 'Keystone Packaging Systems',
    image: 'tower-light',
    title: {
      en: 'Consistent parts across every machine',
      es: 'Partes uniformes en todas las máquinas',
    },
    slug: { en: 'keystone-packaging-systems', es: 'keystone-packaging-systems' },
    summary: {
      en: '“We standardized every operator station on one series.”',
      es: '«Estandarizamos todas las estaciones de operador en una sola serie.»',
    },
    body: [
      {
        en: 'One series of push buttons and pilot lights across our cartoners means fewer spares for our customers and faster builds for us.',
        es: 'Una sola serie de botones y luces piloto en nuestras encartonadoras significa menos repuestos para nuestros clientes y armados más rápidos para nosotros.',
      },
    ],
  },
  {
    author: 'Marcus Bell',
    company: 'Tri-State Electrical Supply',
    image: 'terminal-blocks',
    title: { en: 'A distributor’s view', es: 'La opinión de un distribuidor' },
    slug: { en: 'tri-state-electrical-supply', es: 'tri-state-electrical-supply' },
    summary: {
      en: '“Box quantities and clear lead times make restocking simple.”',
      es: '«Las cantidades por caja y los plazos claros simplifican el reabastecimiento.»',
    },
    body: [
      {
        en: 'As a stocking distributor we order by the box. Seeing package quantities and our distributor pricing on every line avoids mistakes.',
        es: 'Como distribuidor con inventario pedimos por caja. Ver las cantidades por paquete y nuestro precio de distribuidor en cada línea evita errores.',
      },
    ],
  },
  {
    author: 'Elena Ruiz',
    company: 'AquaControl Integradores',
    image: 'enclosure',
    title: {
      en: 'Pump panels that survive the weather',
      es: 'Tableros de bombas que resisten la intemperie',
    },
    slug: { en: 'aquacontrol-integradores', es: 'aquacontrol-integradores' },
    summary: {
      en: '“Three rainy seasons and not a single failed operator.”',
      es: '«Tres temporadas de lluvias y ni un solo operador dañado.»',
    },
    body: [
      {
        en: 'Our lift-station panels sit outdoors year round. The NEMA 4X operators and enclosures have held up without a single warranty claim.',
        es: 'Nuestros tableros de estaciones de bombeo están a la intemperie todo el año. Los operadores y gabinetes NEMA 4X han resistido sin un solo reclamo de garantía.',
      },
    ],
  },
]

export const whitePapers: DocumentSeed[] = [
  {
    image: 'document-cover',
    title: {
      en: 'Designing Control Panels to UL 508A',
      es: 'Diseño de tableros de control según UL 508A',
    },
    slug: { en: 'designing-panels-ul-508a', es: 'diseno-de-tableros-ul-508a' },
    summary: {
      en: 'Short-circuit current ratings, spacing and component selection explained.',
      es: 'Explicación de la corriente nominal de cortocircuito, distancias y selección de componentes.',
    },
    body: [
      {
        en: 'This paper walks through the SCCR calculation for a typical machine panel and shows how component choice raises the panel rating.',
        es: 'Este documento recorre el cálculo de SCCR de un tablero típico de máquina y muestra cómo la elección de componentes eleva la capacidad del tablero.',
      },
    ],
  },
  {
    image: 'document-cover',
    title: {
      en: 'Arc Flash Basics for Panel Builders',
      es: 'Fundamentos de arco eléctrico para tableristas',
    },
    slug: { en: 'arc-flash-basics', es: 'fundamentos-de-arco-electrico' },
    summary: {
      en: 'What NFPA 70E means for the way panels are designed and labelled.',
      es: 'Qué implica NFPA 70E en el diseño y etiquetado de tableros.',
    },
    body: [
      {
        en: 'Incident energy, approach boundaries and labelling duties, with practical design choices that reduce risk.',
        es: 'Energía incidente, límites de aproximación y obligaciones de etiquetado, con decisiones de diseño prácticas que reducen el riesgo.',
      },
    ],
  },
  {
    image: 'document-cover',
    title: {
      en: 'Reducing Panel Build Time by 30%',
      es: 'Cómo reducir 30 % el tiempo de armado de tableros',
    },
    slug: { en: 'reducing-panel-build-time', es: 'reducir-tiempo-de-armado-de-tableros' },
    summary: {
      en: 'Field data from twelve panel shops on spring terminals, pre-wired stations and kitting.',
      es: 'Datos de campo de doce talleres sobre bornes de resorte, estaciones precableadas y kits.',
    },
    body: [
      {
        en: 'We timed builds in twelve shops before and after changing terminal technology and kitting parts per job.',
        es: 'Medimos el armado en doce talleres antes y después de cambiar la tecnología de conexión y de preparar kits de partes por trabajo.',
      },
    ],
  },
]
