/** Demo categories and product families, written for this shop in English and Spanish. */
import type { DemoImageKey } from './images'

export type Bilingual = { en: string; es: string }

export type CategorySeed = {
  key: string
  title: Bilingual
  slug: Bilingual
  summary: Bilingual
  body: Bilingual[]
  image: DemoImageKey
  showAccessoriesInShop: boolean
}

export const categories: CategorySeed[] = [
  {
    key: 'pilot-devices',
    title: { en: 'Push Buttons & Pilot Devices', es: 'Botones pulsadores y dispositivos piloto' },
    slug: { en: 'push-buttons-pilot-devices', es: 'botones-pulsadores-y-dispositivos-piloto' },
    summary: {
      en: 'Oil-tight 22 mm and 30 mm operators: momentary and maintained push buttons, mushroom heads, selector switches and complete control stations.',
      es: 'Operadores de 22 mm y 30 mm a prueba de aceite: botones pulsadores momentáneos y mantenidos, hongos, selectores y estaciones de control completas.',
    },
    body: [
      {
        en: 'Every operator is rated NEMA 4/4X/13 and IP66 when installed with its gasket, so the same button works on a washdown line and in a dusty machine shop.',
        es: 'Cada operador tiene clasificación NEMA 4/4X/13 e IP66 instalado con su empaque, de modo que el mismo botón sirve en una línea de lavado y en un taller con polvo.',
      },
      {
        en: 'Contact blocks snap onto the latch in any order: build the 1 N.O. + 1 N.C. combination your circuit needs without special tools.',
        es: 'Los bloques de contactos se montan a presión en cualquier orden: arme la combinación 1 N.A. + 1 N.C. que necesita su circuito sin herramientas especiales.',
      },
    ],
    image: 'push-buttons',
    showAccessoriesInShop: true,
  },
  {
    key: 'pilot-lights',
    title: { en: 'Pilot Lights', es: 'Luces piloto' },
    slug: { en: 'pilot-lights', es: 'luces-piloto' },
    summary: {
      en: 'LED indicators in 13, 16 and 22 mm for status, alarm and power-on signalling, from 6 V to 230 V.',
      es: 'Indicadores LED de 13, 16 y 22 mm para señalizar estado, alarma y energía, de 6 V a 230 V.',
    },
    body: [
      {
        en: 'Integrated LEDs last more than 100,000 hours and stay cool behind the lens, so the panel door never needs to open for a lamp change.',
        es: 'Los LED integrados duran más de 100 000 horas y se mantienen fríos detrás de la lente, así que nunca hay que abrir la puerta del tablero para cambiar una lámpara.',
      },
    ],
    image: 'pilot-lights',
    showAccessoriesInShop: true,
  },
  {
    key: 'terminal-blocks',
    title: { en: 'Terminal Blocks', es: 'Bloques de terminales' },
    slug: { en: 'terminal-blocks', es: 'bloques-de-terminales' },
    summary: {
      en: 'NEMA and IEC feed-through, ground, fuse and multi-level blocks for 35 mm DIN rail, with jumpers, end plates and markers.',
      es: 'Bloques de paso, tierra, fusible y multinivel NEMA e IEC para riel DIN de 35 mm, con puentes, placas finales y marcadores.',
    },
    body: [
      {
        en: 'Blocks ship in boxes of ten and are sold by the box; accessories fit every block of the same series.',
        es: 'Los bloques se envían en cajas de diez y se venden por caja; los accesorios sirven para todos los bloques de la misma serie.',
      },
    ],
    image: 'terminal-blocks',
    showAccessoriesInShop: false,
  },
  {
    key: 'contactors-relays',
    title: { en: 'Contactors & Relays', es: 'Contactores y relés' },
    slug: { en: 'contactors-relays', es: 'contactores-y-reles' },
    summary: {
      en: 'IEC and definite-purpose contactors, thermal overload relays, plug-in general purpose relays and electronic timers.',
      es: 'Contactores IEC y de propósito definido, relés térmicos de sobrecarga, relés enchufables de propósito general y temporizadores electrónicos.',
    },
    body: [
      {
        en: 'Coils from 24 V to 480 V, auxiliary contacts and overloads that mount directly under the contactor make a compact motor starter.',
        es: 'Bobinas de 24 V a 480 V, contactos auxiliares y relés de sobrecarga que se montan directamente bajo el contactor forman un arrancador compacto.',
      },
    ],
    image: 'contactor',
    showAccessoriesInShop: false,
  },
  {
    key: 'circuit-protection',
    title: { en: 'Circuit Protection', es: 'Protección de circuitos' },
    slug: { en: 'circuit-protection', es: 'proteccion-de-circuitos' },
    summary: {
      en: 'Motor protection circuit breakers, miniature circuit breakers and disconnect switches listed for North American panels.',
      es: 'Guardamotores, interruptores termomagnéticos miniatura e interruptores de desconexión certificados para tableros de Norteamérica.',
    },
    body: [
      {
        en: 'UL 508A-friendly ratings, lockable handles and clear trip indication keep panels compliant and maintenance quick.',
        es: 'Clasificaciones adecuadas para UL 508A, manijas con candado e indicación clara de disparo mantienen los tableros en cumplimiento y agilizan el mantenimiento.',
      },
    ],
    image: 'circuit-breakers',
    showAccessoriesInShop: false,
  },
  {
    key: 'enclosures-duct',
    title: { en: 'Enclosures & Wire Duct', es: 'Gabinetes y canaletas' },
    slug: { en: 'enclosures-wire-duct', es: 'gabinetes-y-canaletas' },
    summary: {
      en: 'Steel and polycarbonate enclosures and slotted wire duct to build and organize the panel.',
      es: 'Gabinetes de acero y policarbonato y canaleta ranurada para construir y ordenar el tablero.',
    },
    body: [
      {
        en: 'Wire duct is sold in packs of 6 ft lengths; a broken pack is available for a small fee.',
        es: 'La canaleta se vende en paquetes de tramos de 6 ft; también se vende en paquete incompleto con un pequeño cargo.',
      },
    ],
    image: 'enclosure',
    showAccessoriesInShop: false,
  },
  {
    key: 'tower-lights',
    title: { en: 'Tower Lights', es: 'Torres de señalización' },
    slug: { en: 'tower-lights', es: 'torres-de-senalizacion' },
    summary: {
      en: 'Modular LED signal towers with up to five tiers and an optional buzzer, visible from across the plant floor.',
      es: 'Torres de señalización LED modulares de hasta cinco niveles con zumbador opcional, visibles desde cualquier punto de la planta.',
    },
    body: [
      {
        en: 'Tiers lock together with a quarter turn and can be reordered in the field.',
        es: 'Los niveles se acoplan con un cuarto de vuelta y pueden reordenarse en campo.',
      },
    ],
    image: 'tower-light',
    showAccessoriesInShop: false,
  },
]

export type FamilySeed = {
  slug: string
  category: string
  accessory?: boolean
  image: DemoImageKey
  title: Bilingual
  summary: Bilingual
  body: Bilingual[]
}

export const families: FamilySeed[] = [
  {
    slug: '22mm-nema-push-buttons',
    category: 'pilot-devices',
    image: 'push-buttons',
    title: { en: '22 mm NEMA Push Buttons', es: 'Botones pulsadores NEMA de 22 mm' },
    summary: {
      en: 'Flush, extended and mushroom-head operators for start, stop, jog and reset functions.',
      es: 'Operadores rasantes, salientes y tipo hongo para arranque, paro, avance lento y restablecimiento.',
    },
    body: [
      {
        en: 'A push button is the simplest way to give an operator control of a machine: pressing the operator moves a contact block that opens or closes a control circuit. Momentary buttons return when released, which suits start and jog commands; maintained (push-push) buttons stay in position until pressed again.',
        es: 'Un botón pulsador es la forma más sencilla de dar a un operador el control de una máquina: al presionarlo, mueve un bloque de contactos que abre o cierra un circuito de control. Los botones momentáneos regresan al soltarlos, lo que conviene para arranque y avance lento; los mantenidos (pulsar-pulsar) permanecen en posición hasta volver a presionarlos.',
      },
      {
        en: 'Our 22 mm NEMA operators fit a standard 22.5 mm hole, carry NEMA 4/4X/13 ratings and accept up to six contact blocks. Red mushroom heads with a twist-to-release latch serve as emergency stops when paired with a normally closed block.',
        es: 'Nuestros operadores NEMA de 22 mm se instalan en una perforación estándar de 22.5 mm, tienen clasificación NEMA 4/4X/13 y admiten hasta seis bloques de contactos. Los hongos rojos con enclavamiento de giro para liberar funcionan como paro de emergencia combinados con un bloque normalmente cerrado.',
      },
    ],
  },
  {
    slug: '22mm-selector-switches',
    category: 'pilot-devices',
    image: 'selector-switches',
    title: { en: '22 mm Selector Switches', es: 'Selectores de 22 mm' },
    summary: {
      en: 'Two- and three-position knob and key selectors, maintained or spring return.',
      es: 'Selectores de manija y de llave de dos y tres posiciones, mantenidos o con retorno por resorte.',
    },
    body: [
      {
        en: 'Selector switches choose between operating modes such as Hand-Off-Auto or Local-Remote. Each position actuates a different combination of contacts, defined by the cam of the operator.',
        es: 'Los selectores permiten elegir entre modos de operación como Manual-Fuera-Automático o Local-Remoto. Cada posición acciona una combinación distinta de contactos, definida por la leva del operador.',
      },
      {
        en: 'Key-operated versions keep maintenance modes out of reach of untrained staff; the key can be removed in the positions you specify.',
        es: 'Las versiones con llave mantienen los modos de mantenimiento fuera del alcance del personal no capacitado; la llave puede retirarse en las posiciones que usted especifique.',
      },
    ],
  },
  {
    slug: '22mm-nema-pilot-lights',
    category: 'pilot-lights',
    image: 'pilot-lights',
    title: { en: '22 mm NEMA Pilot Lights', es: 'Luces piloto NEMA de 22 mm' },
    summary: {
      en: 'Integrated LED indicators with push-to-test option, 6 V to 230 V.',
      es: 'Indicadores LED integrados con opción de prueba por pulsación, de 6 V a 230 V.',
    },
    body: [
      {
        en: 'A pilot light shows the state of a machine at a glance: green for running, red for stopped or fault, amber for attention. Our integrated LED design needs no separate lamp, draws a few milliamps and resists vibration.',
        es: 'Una luz piloto muestra el estado de una máquina de un vistazo: verde en marcha, rojo detenida o en falla, ámbar para atención. Nuestro diseño LED integrado no necesita lámpara aparte, consume pocos miliamperios y resiste la vibración.',
      },
      {
        en: 'Push-to-test versions let the operator confirm the LED works without forcing the circuit it monitors.',
        es: 'Las versiones con prueba por pulsación permiten al operador comprobar el LED sin forzar el circuito que supervisa.',
      },
    ],
  },
  {
    slug: '16mm-pilot-lights',
    category: 'pilot-lights',
    image: 'pilot-lights-16mm',
    title: { en: '16 mm Pilot Lights', es: 'Luces piloto de 16 mm' },
    summary: {
      en: 'Compact indicators for crowded operator panels and OEM machines.',
      es: 'Indicadores compactos para paneles de operador saturados y máquinas OEM.',
    },
    body: [
      {
        en: 'At 16 mm the indicator takes a third less panel space than a 22 mm device while keeping an IP65 front, ideal for compact HMIs and machine consoles.',
        es: 'Con 16 mm, el indicador ocupa un tercio menos de espacio que uno de 22 mm y mantiene el frente IP65, ideal para HMI compactas y consolas de máquina.',
      },
    ],
  },
  {
    slug: '13mm-pilot-lights',
    category: 'pilot-lights',
    image: 'pilot-lights-13mm',
    title: { en: '13 mm Pilot Lights', es: 'Luces piloto de 13 mm' },
    summary: {
      en: 'Miniature LED indicators with solder or wire-lead terminals.',
      es: 'Indicadores LED miniatura con terminales para soldar o con cables.',
    },
    body: [
      {
        en: 'The smallest indicators in the range mount in a 12.7 mm (1/2 in) hole and are common on instrument panels, chargers and control stations.',
        es: 'Los indicadores más pequeños de la línea se instalan en un orificio de 12.7 mm (1/2 in) y son habituales en paneles de instrumentos, cargadores y estaciones de control.',
      },
    ],
  },
  {
    slug: '16mm-accessories',
    category: 'pilot-lights',
    accessory: true,
    image: 'accessories-16mm',
    title: { en: '16 mm Accessories', es: 'Accesorios de 16 mm' },
    summary: {
      en: 'Lens caps, anti-rotation rings and protective guards for 16 mm devices.',
      es: 'Lentes, anillos antigiro y protectores para dispositivos de 16 mm.',
    },
    body: [
      {
        en: 'Replacement lenses in six colors, sealing gaskets and tightening wrenches for the 16 mm series.',
        es: 'Lentes de repuesto en seis colores, empaques de sellado y llaves de apriete para la serie de 16 mm.',
      },
    ],
  },
  {
    slug: '30mm-accessories',
    category: 'pilot-devices',
    accessory: true,
    image: 'accessories-30mm',
    title: { en: '30 mm Accessories', es: 'Accesorios de 30 mm' },
    summary: {
      en: 'Legend plates, guards, contact blocks and reducers for 30 mm heavy-duty operators.',
      es: 'Placas de leyenda, protectores, bloques de contactos y reductores para operadores de servicio pesado de 30 mm.',
    },
    body: [
      {
        en: 'Everything needed to retrofit or maintain 30 mm heavy-duty operators, including 30-to-22 mm reducing adapters.',
        es: 'Todo lo necesario para modernizar o mantener operadores de servicio pesado de 30 mm, incluidos adaptadores reductores de 30 a 22 mm.',
      },
    ],
  },
  {
    slug: 'legend-plates',
    category: 'pilot-devices',
    accessory: true,
    image: 'legend-plates',
    title: { en: 'Legend Plates', es: 'Placas de leyenda' },
    summary: {
      en: 'Standard and custom-engraved legend plates in English and Spanish.',
      es: 'Placas de leyenda estándar y grabadas a medida en inglés y español.',
    },
    body: [
      {
        en: 'Legend plates identify each operator’s function. Choose from stock texts (START / ARRANQUE, STOP / PARO, RESET / RESTABLECER) or order laser-engraved custom text.',
        es: 'Las placas de leyenda identifican la función de cada operador. Elija textos de línea (START / ARRANQUE, STOP / PARO, RESET / RESTABLECER) o pida texto personalizado grabado con láser.',
      },
    ],
  },
  {
    slug: 'control-stations',
    category: 'pilot-devices',
    image: 'control-station',
    title: { en: 'Control Stations', es: 'Estaciones de control' },
    summary: {
      en: 'Pre-assembled push button stations in polycarbonate and steel enclosures.',
      es: 'Estaciones de botones preensambladas en gabinetes de policarbonato y acero.',
    },
    body: [
      {
        en: 'A control station puts start/stop or emergency-stop operators next to the machine, wired and tested. Stations come with one to five holes and can be built to your layout.',
        es: 'Una estación de control coloca los operadores de arranque/paro o paro de emergencia junto a la máquina, cableados y probados. Las estaciones se ofrecen con uno a cinco orificios y pueden armarse según su distribución.',
      },
    ],
  },
  {
    slug: 'nema-terminal-blocks',
    category: 'terminal-blocks',
    image: 'terminal-blocks',
    title: { en: 'NEMA Terminal Blocks', es: 'Bloques de terminales NEMA' },
    summary: {
      en: 'UL 1059 feed-through and ground blocks for 22–4 AWG wire.',
      es: 'Bloques de paso y de tierra UL 1059 para cable de 22 a 4 AWG.',
    },
    body: [
      {
        en: 'Terminal blocks give every field wire a labelled, tested landing point inside the panel. Feed-through blocks join two conductors; ground blocks bond the conductor to the DIN rail.',
        es: 'Los bloques de terminales dan a cada cable de campo un punto de conexión identificado y probado dentro del tablero. Los bloques de paso unen dos conductores; los de tierra conectan el conductor al riel DIN.',
      },
      {
        en: 'NEMA blocks are rated to UL 1059 at 600 V and sold in boxes of ten.',
        es: 'Los bloques NEMA están certificados UL 1059 a 600 V y se venden en cajas de diez.',
      },
    ],
  },
  {
    slug: 'nema-terminal-blocks-accessories',
    category: 'terminal-blocks',
    accessory: true,
    image: 'terminal-block-accessories',
    title: {
      en: 'NEMA Terminal Block Accessories',
      es: 'Accesorios para bloques de terminales NEMA',
    },
    summary: {
      en: 'End plates, end stops, jumpers and marker cards for NEMA blocks.',
      es: 'Placas finales, topes, puentes y tarjetas de marcado para bloques NEMA.',
    },
    body: [
      {
        en: 'Jumpers bridge adjacent blocks for common circuits; end stops keep the row from sliding along the rail.',
        es: 'Los puentes unen bloques contiguos para circuitos comunes; los topes evitan que la fila se desplace sobre el riel.',
      },
    ],
  },
  {
    slug: 'iec-terminal-blocks',
    category: 'terminal-blocks',
    image: 'iec-terminal-blocks',
    title: { en: 'IEC Terminal Blocks', es: 'Bloques de terminales IEC' },
    summary: {
      en: 'Screw and spring-clamp blocks to IEC 60947-7-1, 0.2–35 mm².',
      es: 'Bloques de tornillo y de resorte según IEC 60947-7-1, de 0.2 a 35 mm².',
    },
    body: [
      {
        en: 'Spring-clamp blocks terminate a wire in seconds and never need re-torquing, which matters on machines that vibrate. Screw versions suit installers who prefer traditional terminations.',
        es: 'Los bloques de resorte conectan un cable en segundos y nunca necesitan reapriete, algo importante en máquinas que vibran. Las versiones de tornillo son para instaladores que prefieren conexiones tradicionales.',
      },
    ],
  },
  {
    slug: 'iec-terminal-blocks-accessories',
    category: 'terminal-blocks',
    accessory: true,
    image: 'iec-terminal-block-accessories',
    title: {
      en: 'IEC Terminal Block Accessories',
      es: 'Accesorios para bloques de terminales IEC',
    },
    summary: {
      en: 'Plug-in bridges, partition plates and marking strips for IEC blocks.',
      es: 'Puentes enchufables, placas separadoras y tiras de marcado para bloques IEC.',
    },
    body: [
      {
        en: 'Plug-in bridges distribute potential across any number of poles without extra wiring.',
        es: 'Los puentes enchufables distribuyen el potencial entre cualquier número de polos sin cableado adicional.',
      },
    ],
  },
  {
    slug: 'contactors-control-relays',
    category: 'contactors-relays',
    image: 'contactor',
    title: { en: 'IEC Contactors & Control Relays', es: 'Contactores IEC y relés de control' },
    summary: {
      en: '9 A to 95 A contactors and 4-pole control relays with AC or DC coils.',
      es: 'Contactores de 9 A a 95 A y relés de control de 4 polos con bobinas de CA o CC.',
    },
    body: [
      {
        en: 'A contactor is an electrically operated switch for motors and other power loads: a small control voltage energizes the coil, which closes the main contacts. Control relays use the same mechanism to switch logic circuits.',
        es: 'Un contactor es un interruptor accionado eléctricamente para motores y otras cargas de potencia: una pequeña tensión de control energiza la bobina, que cierra los contactos principales. Los relés de control usan el mismo mecanismo para conmutar circuitos lógicos.',
      },
      {
        en: 'Size contactors by the motor’s full-load current and utilization category (AC-3 for squirrel-cage motors).',
        es: 'Seleccione el contactor según la corriente a plena carga del motor y la categoría de empleo (AC-3 para motores de jaula de ardilla).',
      },
    ],
  },
  {
    slug: 'definite-purpose-contactors',
    category: 'contactors-relays',
    image: 'definite-purpose-contactor',
    title: { en: 'Definite Purpose Contactors', es: 'Contactores de propósito definido' },
    summary: {
      en: 'UL-listed contactors for HVAC, refrigeration, pumps and heating loads.',
      es: 'Contactores certificados UL para cargas de HVAC, refrigeración, bombas y calefacción.',
    },
    body: [
      {
        en: 'Definite purpose contactors are built for a known duty, such as compressors and resistive heaters, where the number of operations is moderate and cost matters. They are the standard choice in HVAC equipment.',
        es: 'Los contactores de propósito definido están diseñados para un servicio conocido, como compresores y calentadores resistivos, donde el número de maniobras es moderado y el costo importa. Son la opción habitual en equipos de HVAC.',
      },
    ],
  },
  {
    slug: 'overload-relays',
    category: 'contactors-relays',
    image: 'overload-relay',
    title: { en: 'Thermal Overload Relays', es: 'Relés térmicos de sobrecarga' },
    summary: {
      en: 'Class 10 and class 20 adjustable overloads that mount directly to our contactors.',
      es: 'Relés de sobrecarga clase 10 y clase 20 ajustables que se montan directamente en nuestros contactores.',
    },
    body: [
      {
        en: 'An overload relay protects a motor from overheating by opening the control circuit when current stays above the setting for too long. Set the dial to the motor’s nameplate current.',
        es: 'El relé de sobrecarga protege al motor contra el sobrecalentamiento abriendo el circuito de control cuando la corriente permanece por encima del ajuste demasiado tiempo. Ajuste el dial a la corriente de placa del motor.',
      },
    ],
  },
  {
    slug: 'general-purpose-relays',
    category: 'contactors-relays',
    image: 'relays',
    title: { en: 'General Purpose Relays', es: 'Relés de propósito general' },
    summary: {
      en: 'Plug-in ice-cube relays with LED and test button, plus DIN-rail sockets.',
      es: 'Relés enchufables tipo cubo con LED y botón de prueba, más bases para riel DIN.',
    },
    body: [
      {
        en: 'General purpose relays isolate PLC outputs from field loads and multiply contacts. The plug-in design means a failed relay is replaced in seconds without touching the wiring.',
        es: 'Los relés de propósito general aíslan las salidas del PLC de las cargas de campo y multiplican contactos. Su diseño enchufable permite reemplazar un relé dañado en segundos sin tocar el cableado.',
      },
    ],
  },
  {
    slug: 'electronic-timing-relays',
    category: 'contactors-relays',
    image: 'timing-relay',
    title: { en: 'Electronic Timing Relays', es: 'Relés temporizadores electrónicos' },
    summary: {
      en: 'Multi-function on-delay, off-delay and interval timers from 0.1 s to 100 h.',
      es: 'Temporizadores multifunción de retardo a la conexión, a la desconexión e intervalo, de 0.1 s a 100 h.',
    },
    body: [
      {
        en: 'Timing relays add delays without a PLC: stagger motor starts, run a fan after shutdown or limit a cycle. One multi-function model replaces several fixed-function timers on the shelf.',
        es: 'Los relés temporizadores agregan retardos sin PLC: escalonan arranques de motores, mantienen un ventilador después del paro o limitan un ciclo. Un modelo multifunción sustituye varios temporizadores de función fija en el almacén.',
      },
    ],
  },
  {
    slug: 'motor-protection-circuit-breakers',
    category: 'circuit-protection',
    image: 'motor-protection-breaker',
    title: { en: 'Motor Protection Circuit Breakers', es: 'Guardamotores' },
    summary: {
      en: 'Manual motor protectors with adjustable thermal and fixed magnetic trip, 0.1–32 A.',
      es: 'Protectores manuales de motor con disparo térmico ajustable y magnético fijo, de 0.1 a 32 A.',
    },
    body: [
      {
        en: 'A motor protection circuit breaker combines short-circuit protection, overload protection and a disconnect in one device. Paired with a contactor it forms a complete, compact starter.',
        es: 'El guardamotor combina protección contra cortocircuito, protección contra sobrecarga y seccionamiento en un solo dispositivo. Junto con un contactor forma un arrancador completo y compacto.',
      },
    ],
  },
  {
    slug: 'miniature-circuit-breakers',
    category: 'circuit-protection',
    image: 'miniature-circuit-breakers',
    title: { en: 'Miniature Circuit Breakers', es: 'Interruptores termomagnéticos miniatura' },
    summary: {
      en: 'Supplementary protectors in 1, 2 and 3 poles with B, C and D curves.',
      es: 'Protectores suplementarios de 1, 2 y 3 polos con curvas B, C y D.',
    },
    body: [
      {
        en: 'Miniature breakers protect control transformers, power supplies and branch circuits inside the panel. Choose curve C for general loads and curve D for high inrush loads.',
        es: 'Los interruptores miniatura protegen transformadores de control, fuentes de alimentación y circuitos derivados dentro del tablero. Elija la curva C para cargas generales y la curva D para cargas con alta corriente de arranque.',
      },
    ],
  },
  {
    slug: 'disconnect-switches',
    category: 'circuit-protection',
    image: 'disconnect-switch',
    title: { en: 'Disconnect Switches', es: 'Interruptores de desconexión' },
    summary: {
      en: 'Rotary disconnects from 16 A to 125 A with door-mounted, lockable handles.',
      es: 'Seccionadores rotativos de 16 A a 125 A con manijas para puerta y bloqueo con candado.',
    },
    body: [
      {
        en: 'A disconnect switch isolates the panel from its supply so it can be serviced safely. Door-mounted handles interlock with the enclosure door and accept up to three padlocks for lockout/tagout.',
        es: 'El interruptor de desconexión aísla el tablero de su alimentación para darle servicio con seguridad. Las manijas de puerta se enclavan con la puerta del gabinete y admiten hasta tres candados para bloqueo y etiquetado.',
      },
    ],
  },
  {
    slug: 'enclosures',
    category: 'enclosures-duct',
    image: 'enclosure',
    title: { en: 'Enclosures', es: 'Gabinetes' },
    summary: {
      en: 'NEMA 4X polycarbonate and stainless steel, and NEMA 12 painted steel enclosures with back panels.',
      es: 'Gabinetes NEMA 4X de policarbonato y de acero inoxidable, y NEMA 12 de acero pintado, con placa de montaje.',
    },
    body: [
      {
        en: 'The enclosure protects the components and the people around them. Polycarbonate resists corrosion in washdown areas; painted steel is economical for dry indoor locations.',
        es: 'El gabinete protege los componentes y a las personas a su alrededor. El policarbonato resiste la corrosión en zonas de lavado; el acero pintado es económico para interiores secos.',
      },
    ],
  },
  {
    slug: 'wire-duct',
    category: 'enclosures-duct',
    image: 'wire-duct',
    title: { en: 'Wire Duct', es: 'Canaleta ranurada' },
    summary: {
      en: 'Wide-slot, narrow-slot and solid-wall PVC wire duct with covers, in 6 ft lengths, 1 to 4 in wide.',
      es: 'Canaleta de PVC de ranura ancha, ranura angosta y pared sólida, con tapa, en tramos de 6 ft, de 1 a 4 in de ancho.',
    },
    body: [
      {
        en: 'Wire duct keeps panel wiring tidy and makes changes easy: fingers break away where wires exit, and the cover snaps back on. Standard lengths ship in packs; a broken pack is charged a small fee.',
        es: 'La canaleta mantiene ordenado el cableado del tablero y facilita los cambios: los dedos se desprenden donde salen los cables y la tapa vuelve a cerrarse a presión. Los tramos estándar se envían en paquetes; un paquete incompleto tiene un pequeño cargo.',
      },
    ],
  },
  {
    slug: 'world-tower-lights',
    category: 'tower-lights',
    image: 'tower-light',
    title: { en: 'World Series Tower Lights', es: 'Torres de señalización World Series' },
    summary: {
      en: 'Modular 40, 60 and 70 mm LED tower lights with steady, flashing and buzzer tiers.',
      es: 'Torres de señalización LED modulares de 40, 60 y 70 mm con niveles fijos, intermitentes y zumbador.',
    },
    body: [
      {
        en: 'A tower light broadcasts machine status across the floor: red for stop, amber for warning, green for running, blue for operator call. Build the stack from a base, up to five LED tiers and an optional 85 dB buzzer.',
        es: 'La torre de señalización comunica el estado de la máquina a toda la planta: rojo para paro, ámbar para advertencia, verde en marcha y azul para llamar al operador. Arme la torre con una base, hasta cinco niveles LED y un zumbador opcional de 85 dB.',
      },
    ],
  },
]
