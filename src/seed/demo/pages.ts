/** Demo pages: home, the shop pages of the spec (nested under the shop page) and company pages. */
import type { Locale } from '@/i18n/locales'

import type { Bilingual } from './catalog'

type Ref = {
  relationTo:
    'pages' | 'products' | 'categories' | 'articles' | 'industries' | 'resources' | 'white-papers'
  value: number
}
export type LinkSeed =
  | { type: 'internal'; reference: Ref; label?: string }
  | { type: 'external'; url: string; label?: string }
export type Ids = {
  pages: Record<string, number>
  families: Record<string, number>
  categories: Record<string, number>
  media: Record<string, number>
  resources: number[]
  whitePapers: number[]
}

const internal = (reference: Ref, label?: string): LinkSeed => ({
  type: 'internal',
  reference,
  ...(label ? { label } : {}),
})
const pick = (text: Bilingual, locale: Locale) => text[locale]

export type PageSeed = {
  key: string
  parent?: string
  isHome?: boolean
  title: Bilingual
  slug: Bilingual
  meta: { title: Bilingual; description: Bilingual }
  layout: (locale: Locale, ids: Ids) => Record<string, unknown>[]
}

const familyTiles = (
  locale: Locale,
  ids: Ids,
  slugs: { slug: string; title: Bilingual; text: Bilingual; image: string }[],
) =>
  slugs.map((tile) => ({
    title: pick(tile.title, locale),
    text: pick(tile.text, locale),
    image: ids.media[tile.image],
    link: internal({ relationTo: 'products', value: ids.families[tile.slug]! }),
  }))

const shopChild = (
  key: string,
  slug: Bilingual,
  title: Bilingual,
  family: string,
  intro: Bilingual,
): PageSeed => ({
  key,
  parent: 'shop',
  title,
  slug,
  meta: { title, description: intro },
  layout: (locale, ids) => [
    { blockType: 'richText', content: paragraph(pick(intro, locale)) },
    {
      blockType: 'callToAction',
      heading: pick(
        { en: 'See part numbers and prices', es: 'Ver números de parte y precios' },
        locale,
      ),
      text: pick(
        {
          en: 'Open the product family for specifications, documents and your prices.',
          es: 'Abra la familia de productos para ver especificaciones, documentos y sus precios.',
        },
        locale,
      ),
      actions: [
        {
          link: internal(
            { relationTo: 'products', value: ids.families[family]! },
            pick(title, locale),
          ),
        },
      ],
    },
  ],
})

/** A paragraph, after an image of the media library when one is given. */
function paragraph(text: string, image?: number) {
  const element = { format: '', indent: 0, version: 1, direction: 'ltr' }
  return {
    root: {
      ...element,
      type: 'root',
      children: [
        ...(image
          ? [
              {
                type: 'upload',
                version: 3,
                format: '',
                id: `seed-upload-${image}`,
                fields: null,
                relationTo: 'media',
                value: image,
              },
            ]
          : []),
        {
          ...element,
          type: 'paragraph',
          textFormat: 0,
          textStyle: '',
          children: [
            { type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 },
          ],
        },
      ],
    },
  }
}

export const pages: PageSeed[] = [
  {
    key: 'home',
    isHome: true,
    title: {
      en: 'Industrial controls, built to order',
      es: 'Controles industriales, fabricados a pedido',
    },
    slug: { en: 'home', es: 'inicio' },
    meta: {
      title: {
        en: 'Allegheny Controls · Push buttons, pilot lights, contactors and terminal blocks',
        es: 'Allegheny Controls · Botones pulsadores, luces piloto, contactores y bloques de terminales',
      },
      description: {
        en: 'Industrial control components for panel builders, OEMs and distributors, with your negotiated prices online.',
        es: 'Componentes de control industrial para tableristas, fabricantes OEM y distribuidores, con sus precios negociados en línea.',
      },
    },
    layout: (locale, ids) => [
      {
        blockType: 'hero',
        eyebrow: pick(
          { en: 'Made in Beaver, Pennsylvania', es: 'Hecho en Beaver, Pensilvania' },
          locale,
        ),
        heading: pick(
          {
            en: 'Industrial controls for panel builders, OEMs and distributors',
            es: 'Controles industriales para tableristas, fabricantes OEM y distribuidores',
          },
          locale,
        ),
        text: pick(
          {
            en: 'Push buttons, pilot lights, contactors, terminal blocks, enclosures and tower lights — ordered by part number, at your negotiated prices, shipped the next business day.',
            es: 'Botones pulsadores, luces piloto, contactores, bloques de terminales, gabinetes y torres de señalización: pedidos por número de parte, a sus precios negociados, enviados el siguiente día hábil.',
          },
          locale,
        ),
        image: ids.media['control-panel-hero'],
        actions: [
          {
            link: internal(
              { relationTo: 'pages', value: ids.pages.shop! },
              pick({ en: 'Shop by category', es: 'Comprar por categoría' }, locale),
            ),
          },
          {
            link: {
              type: 'external',
              url: locale === 'en' ? '/products' : '/es/productos',
              label: pick({ en: 'All product families', es: 'Todas las familias' }, locale),
            },
          },
        ],
      },
      {
        blockType: 'productGrid',
        heading: pick(
          { en: 'Popular product families', es: 'Familias de productos más solicitadas' },
          locale,
        ),
        intro: pick(
          {
            en: 'The components our customers reorder every week.',
            es: 'Los componentes que nuestros clientes vuelven a pedir cada semana.',
          },
          locale,
        ),
        tiles: familyTiles(locale, ids, [
          {
            slug: '22mm-nema-push-buttons',
            image: 'push-buttons',
            title: { en: '22 mm Push Buttons', es: 'Botones pulsadores de 22 mm' },
            text: {
              en: 'Flush, extended and mushroom operators, NEMA 4/4X/13.',
              es: 'Operadores rasantes, salientes y tipo hongo, NEMA 4/4X/13.',
            },
          },
          {
            slug: '22mm-nema-pilot-lights',
            image: 'pilot-lights',
            title: { en: '22 mm Pilot Lights', es: 'Luces piloto de 22 mm' },
            text: {
              en: 'Integrated LED indicators, 24 V to 240 V.',
              es: 'Indicadores LED integrados, de 24 V a 240 V.',
            },
          },
          {
            slug: 'contactors-control-relays',
            image: 'contactor',
            title: { en: 'IEC Contactors', es: 'Contactores IEC' },
            text: {
              en: '9 A to 95 A with AC or DC coils.',
              es: 'De 9 A a 95 A con bobinas de CA o CC.',
            },
          },
          {
            slug: 'nema-terminal-blocks',
            image: 'terminal-blocks',
            title: { en: 'Terminal Blocks', es: 'Bloques de terminales' },
            text: {
              en: 'UL 1059 blocks sold by the box of ten.',
              es: 'Bloques UL 1059 vendidos por caja de diez.',
            },
          },
          {
            slug: 'wire-duct',
            image: 'wire-duct',
            title: { en: 'Wire Duct', es: 'Canaleta ranurada' },
            text: {
              en: 'Slotted duct in 6 ft lengths, cut to size on request.',
              es: 'Canaleta en tramos de 6 ft, cortada a medida bajo pedido.',
            },
          },
          {
            slug: 'world-tower-lights',
            image: 'tower-light',
            title: { en: 'Tower Lights', es: 'Torres de señalización' },
            text: {
              en: 'Modular LED towers with up to five tiers.',
              es: 'Torres LED modulares de hasta cinco niveles.',
            },
          },
        ]),
      },
      {
        blockType: 'richText',
        content: paragraph(
          pick(
            {
              en: 'Since 1978 Allegheny Controls has designed and assembled control components in Beaver, Pennsylvania. Panel builders, machine builders and distributors across the Americas order from us by part number, see their own negotiated prices, and get bilingual documentation for every product.',
              es: 'Desde 1978, Allegheny Controls diseña y ensambla componentes de control en Beaver, Pensilvania. Tableristas, fabricantes de maquinaria y distribuidores de todo el continente nos piden por número de parte, ven sus propios precios negociados y reciben documentación bilingüe de cada producto.',
            },
            locale,
          ),
        ),
      },
      {
        blockType: 'faq',
        heading: pick({ en: 'Frequently asked questions', es: 'Preguntas frecuentes' }, locale),
        items: [
          {
            question: pick(
              { en: 'How do I see my negotiated prices?', es: '¿Cómo veo mis precios negociados?' },
              locale,
            ),
            answer: pick(
              {
                en: 'Sign in with the e-mail address on your account; every price on the site then shows your price list.',
                es: 'Inicie sesión con el correo de su cuenta; todos los precios del sitio mostrarán entonces su lista de precios.',
              },
              locale,
            ),
          },
          {
            question: pick({ en: 'Do you sell by the box?', es: '¿Venden por caja?' }, locale),
            answer: pick(
              {
                en: 'Items packed in boxes, such as terminal blocks, are ordered in multiples of the box quantity. Wire duct can also be ordered by the piece, as a broken pack, for a small fee.',
                es: 'Los artículos empacados en cajas, como los bloques de terminales, se piden en múltiplos de la cantidad por caja. La canaleta también puede pedirse por pieza, en paquete incompleto, con un pequeño cargo.',
              },
              locale,
            ),
          },
          {
            question: pick(
              { en: 'When does my order ship?', es: '¿Cuándo se envía mi pedido?' },
              locale,
            ),
            answer: pick(
              {
                en: 'Stock orders placed before 3 p.m. Eastern ship the same day by FedEx; items with a lead-time notice ship within 10 business days.',
                es: 'Los pedidos de inventario realizados antes de las 3 p. m. (hora del Este) se envían el mismo día por FedEx; los artículos con aviso de plazo se envían en un máximo de 10 días hábiles.',
              },
              locale,
            ),
          },
          {
            question: pick(
              {
                en: 'Can I get documentation in Spanish?',
                es: '¿Puedo obtener documentación en español?',
              },
              locale,
            ),
            answer: pick(
              {
                en: 'Yes. Every datasheet and manual is published in English and Spanish.',
                es: 'Sí. Todas las hojas de datos y manuales se publican en inglés y en español.',
              },
              locale,
            ),
          },
        ],
      },
      {
        blockType: 'documentsList',
        heading: pick({ en: 'Datasheets and guides', es: 'Hojas de datos y guías' }, locale),
        documents: [
          ...ids.resources.slice(0, 3).map((value) => ({ relationTo: 'resources', value })),
          ...ids.whitePapers.slice(0, 1).map((value) => ({ relationTo: 'white-papers', value })),
        ],
      },
      {
        blockType: 'callToAction',
        heading: pick(
          { en: 'Need a quote for a full panel?', es: '¿Necesita cotizar un tablero completo?' },
          locale,
        ),
        text: pick(
          {
            en: 'Send us your bill of materials and a sales engineer will answer within one business day.',
            es: 'Envíenos su lista de materiales y un ingeniero de ventas le responderá en un día hábil.',
          },
          locale,
        ),
        actions: [
          {
            link: internal(
              { relationTo: 'pages', value: ids.pages.contact! },
              pick({ en: 'Contact sales', es: 'Contactar a ventas' }, locale),
            ),
          },
          { link: { type: 'external', url: 'tel:+17245550142', label: '+1 (724) 555-0142' } },
        ],
      },
    ],
  },
  {
    key: 'shop',
    title: { en: 'Shop', es: 'Tienda' },
    slug: { en: 'shop', es: 'tienda' },
    meta: {
      title: { en: 'Shop industrial controls', es: 'Tienda de controles industriales' },
      description: {
        en: 'Browse push buttons, pilot lights, contactors, terminal blocks and more by category.',
        es: 'Explore botones pulsadores, luces piloto, contactores, bloques de terminales y más por categoría.',
      },
    },
    layout: (locale, ids) => [
      {
        blockType: 'hero',
        eyebrow: pick({ en: 'Shop', es: 'Tienda' }, locale),
        heading: pick(
          {
            en: 'Order by part number, at your price',
            es: 'Pida por número de parte, a su precio',
          },
          locale,
        ),
        text: pick(
          {
            en: 'Choose a product line to see its families, documents and part lists.',
            es: 'Elija una línea de productos para ver sus familias, documentos y listas de partes.',
          },
          locale,
        ),
        image: ids.media['push-buttons'],
        actions: [],
      },
      {
        blockType: 'productGrid',
        heading: pick({ en: 'Shop by product line', es: 'Comprar por línea de productos' }, locale),
        tiles: [
          {
            key: '13mm',
            title: { en: '13 mm Pilot Lights', es: 'Luces piloto de 13 mm' },
            image: 'pilot-lights',
          },
          {
            key: '13mm-acc',
            title: { en: '13 mm Accessories', es: 'Accesorios de 13 mm' },
            image: 'pilot-lights',
          },
          {
            key: '22mm-acc',
            title: { en: '22 mm NEMA Accessories', es: 'Accesorios NEMA de 22 mm' },
            image: 'push-buttons',
          },
          {
            key: 'dp',
            title: { en: 'Definite Purpose Contactors', es: 'Contactores de propósito definido' },
            image: 'contactor',
          },
        ].map((tile) => ({
          title: pick(tile.title, locale),
          image: ids.media[tile.image],
          link: internal({ relationTo: 'pages', value: ids.pages[tile.key]! }),
        })),
      },
    ],
  },
  shopChild(
    '13mm',
    { en: '13mm-pilot-lights', es: '13mm-luces-piloto' },
    { en: '13 mm Pilot Lights', es: 'Luces piloto de 13 mm' },
    '13mm-pilot-lights',
    {
      en: 'Miniature LED indicators for instrument panels and compact consoles, in six colors and voltages from 6 V to 240 V.',
      es: 'Indicadores LED miniatura para paneles de instrumentos y consolas compactas, en seis colores y tensiones de 6 V a 240 V.',
    },
  ),
  shopChild(
    '13mm-acc',
    { en: '13mm-accessories', es: '13mm-accesorios' },
    { en: '13 mm Accessories', es: 'Accesorios de 13 mm' },
    '13mm-pilot-lights',
    {
      en: 'Replacement lenses, mounting nuts and gaskets for 13 mm indicators.',
      es: 'Lentes de repuesto, tuercas de montaje y empaques para indicadores de 13 mm.',
    },
  ),
  shopChild(
    '22mm-acc',
    { en: '22mm-nema-accessories', es: '22mm-nema-accesorios' },
    { en: '22 mm NEMA Accessories', es: 'Accesorios NEMA de 22 mm' },
    'legend-plates',
    {
      en: 'Contact blocks, legend plates, guards and lamp modules for 22 mm NEMA operators.',
      es: 'Bloques de contactos, placas de leyenda, protectores y módulos de lámpara para operadores NEMA de 22 mm.',
    },
  ),
  shopChild(
    'dp',
    { en: 'definite-purpose-contactors', es: 'contactores-de-propósito-definido' },
    { en: 'Definite Purpose Contactors', es: 'Contactores de propósito definido' },
    'definite-purpose-contactors',
    {
      en: 'UL-listed contactors for HVAC, refrigeration, pumps and heating, from 20 A to 90 A.',
      es: 'Contactores certificados UL para HVAC, refrigeración, bombas y calefacción, de 20 A a 90 A.',
    },
  ),
  {
    key: 'about',
    title: { en: 'About us', es: 'Nosotros' },
    slug: { en: 'about', es: 'acerca-de' },
    meta: {
      title: { en: 'About us', es: 'Nosotros' },
      description: {
        en: 'A family-owned maker of industrial control components in western Pennsylvania since 1978.',
        es: 'Fabricante familiar de componentes de control industrial en el oeste de Pensilvania desde 1978.',
      },
    },
    layout: (locale, ids) => [
      {
        blockType: 'richText',
        content: paragraph(
          pick(
            {
              en: 'Allegheny Controls was founded in 1978 in Beaver, Pennsylvania, to supply the steel mills of the Ohio Valley with control components that could take abuse. Today we serve panel builders, OEMs and distributors across North and Latin America from the same plant, with engineering, assembly and shipping under one roof.',
              es: 'Allegheny Controls se fundó en 1978 en Beaver, Pensilvania, para abastecer a las acerías del valle del Ohio con componentes de control capaces de resistir el uso rudo. Hoy atendemos a tableristas, fabricantes OEM y distribuidores de Norteamérica y Latinoamérica desde la misma planta, con ingeniería, ensamble y envíos bajo un mismo techo.',
            },
            locale,
          ),
          ids.media['about-plant'],
        ),
      },
    ],
  },
  {
    key: 'contact',
    title: { en: 'Contact', es: 'Contacto' },
    slug: { en: 'contact', es: 'contacto' },
    meta: {
      title: { en: 'Contact sales', es: 'Contactar a ventas' },
      description: {
        en: 'Call, e-mail or find your sales representative.',
        es: 'Llame, escriba o encuentre a su representante de ventas.',
      },
    },
    // the phone, e-mail, address and hours come from the site settings (one place for staff)
    layout: (locale, ids) => [
      {
        blockType: 'contactForm',
        intro: pick(
          {
            en: 'Questions about a part, a quote for a complete panel or a delivery date: write to our sales office and we answer within one business day.',
            es: 'Preguntas sobre una parte, la cotización de un tablero completo o una fecha de entrega: escriba a nuestra oficina de ventas y le respondemos en un día hábil.',
          },
          locale,
        ),
        showDetails: true,
      },
      {
        blockType: 'callToAction',
        heading: pick(
          { en: 'Find your sales representative', es: 'Encuentre a su representante de ventas' },
          locale,
        ),
        actions: [
          {
            link: internal(
              { relationTo: 'pages', value: ids.pages.reps! },
              pick({ en: 'Sales representatives', es: 'Representantes de ventas' }, locale),
            ),
          },
        ],
      },
    ],
  },
  {
    key: 'reps',
    parent: 'contact',
    title: { en: 'Sales representatives', es: 'Representantes de ventas' },
    slug: { en: 'sales-reps', es: 'representantes' },
    meta: {
      title: { en: 'Sales representatives', es: 'Representantes de ventas' },
      description: {
        en: 'Regional sales representatives across the United States, Mexico and Latin America.',
        es: 'Representantes regionales de ventas en Estados Unidos, México y Latinoamérica.',
      },
    },
    layout: (locale) => [
      {
        blockType: 'richText',
        content: paragraph(
          pick(
            {
              en: 'Northeast: Tom Kowalski · Midwest: Angela Price · South and Texas: Ramón Ortega · Mexico and Latin America: Sofía Méndez. Your representative is assigned from your billing phone area code, then your state, then your country.',
              es: 'Noreste: Tom Kowalski · Medio Oeste: Angela Price · Sur y Texas: Ramón Ortega · México y Latinoamérica: Sofía Méndez. Su representante se asigna según el código de área de su teléfono de facturación, luego su estado y después su país.',
            },
            locale,
          ),
        ),
      },
    ],
  },
  {
    key: 'terms',
    title: { en: 'Terms of sale', es: 'Términos de venta' },
    slug: { en: 'terms', es: 'terminos' },
    meta: {
      title: { en: 'Terms of sale', es: 'Términos de venta' },
      description: {
        en: 'Prices, payment, shipping and returns.',
        es: 'Precios, pago, envío y devoluciones.',
      },
    },
    layout: (locale) => [
      {
        blockType: 'richText',
        content: paragraph(
          pick(
            {
              en: 'Prices are in US dollars and exclude tax and freight unless stated. Orders under $49.00 carry a $10.00 handling fee. Standard products may be returned unused within 30 days; cut wire duct and custom legend plates are not returnable.',
              es: 'Los precios están en dólares estadounidenses y no incluyen impuestos ni flete salvo indicación. Los pedidos menores de US$49.00 tienen un cargo de manejo de US$10.00. Los productos estándar pueden devolverse sin uso dentro de 30 días; la canaleta cortada y las placas de leyenda personalizadas no admiten devolución.',
            },
            locale,
          ),
        ),
      },
    ],
  },
  {
    key: 'privacy',
    title: { en: 'Privacy policy', es: 'Política de privacidad' },
    slug: { en: 'privacy', es: 'privacidad' },
    meta: {
      title: { en: 'Privacy policy', es: 'Política de privacidad' },
      description: {
        en: 'How we use the information you give us.',
        es: 'Cómo usamos la información que nos proporciona.',
      },
    },
    layout: (locale) => [
      {
        blockType: 'richText',
        content: paragraph(
          pick(
            {
              en: 'We use your name, e-mail and addresses only to process orders and support your account. We do not sell personal data. Write to privacy@allegheny-controls.example to see or delete what we hold.',
              es: 'Usamos su nombre, correo y direcciones solo para procesar pedidos y atender su cuenta. No vendemos datos personales. Escriba a privacy@allegheny-controls.example para consultar o eliminar la información que conservamos.',
            },
            locale,
          ),
        ),
      },
    ],
  },
]
