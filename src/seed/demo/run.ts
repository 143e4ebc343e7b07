import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

import { categories, families } from './catalog'
import { seedCatalogue } from './catalogue-seed'
import { demoCustomers, seedCustomers } from './customers'
import {
  articles,
  industries,
  resources,
  testimonials,
  whitePapers,
  type DocumentSeed,
} from './documents'
import { demoImageKeys, demoPdf, renderDemoImage } from './images'
import { richText } from './lexical'
import { pages, type Ids } from './pages'
import { demoFamilyRates, demoTaxRates, seedShipping } from './shipping'
import { attributes, certifications, documentsByCategory, specsForFamily } from './taxonomy'

const quiet = { skipRouteHooks: true }

/**
 * Copies row ids from the stored English version into the Spanish data, so
 * localized fields inside blocks and arrays land on the same rows.
 */
function withRowIds(spanish: unknown, stored: unknown): unknown {
  if (Array.isArray(spanish)) {
    return spanish.map((item, index) =>
      withRowIds(item, Array.isArray(stored) ? stored[index] : undefined),
    )
  }
  if (spanish && typeof spanish === 'object' && !('root' in spanish)) {
    const storedObject = (stored && typeof stored === 'object' ? stored : {}) as Record<
      string,
      unknown
    >
    const result: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(spanish))
      result[key] = withRowIds(value, storedObject[key])
    if (typeof storedObject.id === 'string' && !('relationTo' in result))
      result.id = storedObject.id
    return result
  }
  return spanish
}

type Localized = { en: Record<string, unknown>; es: Record<string, unknown> }

/** Creates a document as a draft in English, then adds Spanish and publishes it. */
async function createBilingual(
  payload: Payload,
  collection: Parameters<Payload['create']>[0]['collection'],
  data: Localized,
  shared: Record<string, unknown> = {},
): Promise<number> {
  const created = (await payload.create({
    collection,
    locale: 'en',
    data: { ...shared, ...data.en, _status: 'draft' } as never,
    context: quiet,
    overrideAccess: true,
  })) as unknown as { id: number }
  const stored = await payload.findByID({
    collection,
    id: created.id,
    locale: 'en',
    depth: 0,
    draft: true,
    overrideAccess: true,
  })
  await payload.update({
    collection,
    id: created.id,
    locale: 'es',
    data: withRowIds({ ...data.es, _status: 'published' }, stored) as never,
    context: quiet,
    overrideAccess: true,
  })
  return created.id
}

export async function runDemoSeed(
  payload: Payload,
  options: { parts?: number } = {},
): Promise<void> {
  const started = Date.now()
  const log = (message: string) => payload.logger.info(`seed: ${message}`)

  const media: Record<string, number> = {}
  for (const key of demoImageKeys) {
    const image = await renderDemoImage(key)
    const doc = await payload.create({
      collection: 'media',
      locale: 'en',
      data: { alt: image.alt.en },
      file: {
        data: image.buffer,
        mimetype: 'image/webp',
        name: image.name,
        size: image.buffer.length,
      },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'media',
      id: doc.id,
      locale: 'es',
      data: { alt: image.alt.es },
      overrideAccess: true,
    })
    media[key] = doc.id
  }
  // The About page's picture of the plant: set beside the text at the right, narrower on phones
  // (the editor's widths and alignment in use on a page)
  {
    const image = await renderDemoImage('control-station')
    const doc = await payload.create({
      collection: 'media',
      locale: 'en',
      data: { alt: image.alt.en, alignment: 'right', desktopWidth: 360, mobileWidth: 220 },
      file: {
        data: image.buffer,
        mimetype: 'image/webp',
        name: 'about-plant.png',
        size: image.buffer.length,
      },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'media',
      id: doc.id,
      locale: 'es',
      data: { alt: image.alt.es },
      overrideAccess: true,
    })
    media['about-plant'] = doc.id
  }
  /** A demo PDF written in one language (its title, summary and footer), named by its slug. */
  const pdf = async (
    document: { title: { en: string; es: string }; summary: { en: string; es: string } },
    language: Locale,
    name: string,
  ) => {
    const buffer = demoPdf(
      document.title[language],
      [document.summary[language]],
      language === 'es'
        ? 'Allegheny Controls, Beaver, PA 15009, EE. UU. - documento de demostración'
        : undefined,
    )
    const doc = await payload.create({
      collection: 'media',
      locale: 'en',
      data: { alt: document.title.en },
      file: { data: buffer, mimetype: 'application/pdf', name: `${name}.pdf`, size: buffer.length },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'media',
      id: doc.id,
      locale: 'es',
      data: { alt: document.title.es },
      overrideAccess: true,
    })
    return doc.id
  }
  /** A document's downloads: a PDF per language unless it says otherwise (`files`). */
  const downloads = async (
    document: Parameters<typeof pdf>[0] & {
      slug: { en: string; es: string }
      files?: 'neutral' | 'englishOnly'
    },
  ) => {
    const file = await pdf(document, 'en', document.slug.en)
    if (document.files === 'englishOnly') return { file, fileEs: null }
    // a file without language (drawings) serves both pages as it is
    if (document.files === 'neutral') return { file, fileEs: file }
    return { file, fileEs: await pdf(document, 'es', document.slug.es) }
  }
  log(`${Object.keys(media).length} images`)

  const categoryIds: Record<string, number> = {}
  for (const [index, category] of categories.entries()) {
    const body = (locale: Locale) =>
      richText(...category.body.map((paragraph) => paragraph[locale]))
    categoryIds[category.key] = await createBilingual(
      payload,
      'categories',
      {
        en: {
          title: category.title.en,
          slug: category.slug.en,
          summary: category.summary.en,
          body: body('en'),
          meta: { title: category.title.en, description: category.summary.en },
        },
        es: {
          title: category.title.es,
          slug: category.slug.es,
          summary: category.summary.es,
          body: body('es'),
          meta: { title: category.title.es, description: category.summary.es },
        },
      },
      {
        showAccessoriesInShop: category.showAccessoriesInShop,
        sortOrder: index,
        heroImage: media[category.image],
      },
    )
  }

  const attributeIds: Record<string, number> = {}
  for (const attribute of attributes) {
    const doc = await payload.create({
      collection: 'attributes',
      locale: 'en',
      data: {
        key: attribute.key,
        title: attribute.title.en,
        unit: attribute.unit,
        isPublic: attribute.isPublic ?? true,
      },
      overrideAccess: true,
      context: quiet,
    })
    await payload.update({
      collection: 'attributes',
      id: doc.id,
      locale: 'es',
      data: { title: attribute.title.es },
      overrideAccess: true,
      context: quiet,
    })
    attributeIds[attribute.key] = doc.id
  }
  const markIds: Record<string, number> = {}
  for (const mark of certifications) {
    const doc = await payload.create({
      collection: 'icons',
      locale: 'en',
      data: { type: 'certification', name: mark.name, title: mark.title.en, isPublic: true },
      overrideAccess: true,
      context: quiet,
    })
    await payload.update({
      collection: 'icons',
      id: doc.id,
      locale: 'es',
      data: { title: mark.title.es },
      overrideAccess: true,
      context: quiet,
    })
    markIds[mark.name] = doc.id
  }
  const markSet = (category: string) =>
    [
      'ul-listed',
      'csa',
      'ce',
      'rohs',
      ...(category === 'pilot-devices' ? ['nema-4x', 'ip66'] : []),
    ].map((name) => markIds[name]!)

  const specRows = (family: { slug: string; category: string }, locale: Locale) =>
    specsForFamily(family).map(([key, en, es]) => ({
      attribute: attributeIds[key],
      value: locale === 'en' ? en : (es ?? en),
    }))
  const familyIds: Record<string, number> = {}
  for (const family of families) {
    const body = (locale: Locale) => richText(...family.body.map((paragraph) => paragraph[locale]))
    familyIds[family.slug] = await createBilingual(
      payload,
      'products',
      {
        en: {
          title: family.title.en,
          summary: family.summary.en,
          body: body('en'),
          meta: { title: family.title.en, description: family.summary.en },
          attributes: specRows(family, 'en'),
        },
        es: {
          title: family.title.es,
          summary: family.summary.es,
          body: body('es'),
          meta: { title: family.title.es, description: family.summary.es },
          attributes: specRows(family, 'es'),
        },
      },
      {
        slug: family.slug,
        category: categoryIds[family.category],
        isAccessory: family.accessory ?? false,
        heroImage: media[family.image],
        certifications: markSet(family.category),
      },
    )
  }
  log(`${categories.length} categories, ${families.length} product families`)

  const simple = (
    seed: DocumentSeed,
    locale: Locale,
    extraBody: Parameters<typeof richText> = [],
  ) => ({
    title: seed.title[locale],
    slug: seed.slug[locale],
    summary: seed.summary[locale],
    body: richText(...seed.body.map((paragraph) => paragraph[locale]), ...extraBody),
    meta: { title: seed.title[locale], description: seed.summary[locale] },
  })
  const familyLink = (seed: DocumentSeed, locale: Locale): Parameters<typeof richText> => {
    const first = seed.families?.[0]
    const family = families.find((each) => each.slug === first)
    if (!first || !family) return []
    return [
      {
        link: {
          before: locale === 'en' ? 'See also: ' : 'Vea también: ',
          text: family.title[locale],
          relationTo: 'products',
          id: familyIds[first]!,
        },
      },
    ]
  }

  const familyRefs = (slugs: string[] | undefined) =>
    (slugs ?? []).map((slug) => familyIds[slug]!).filter(Boolean)
  const industryIds: number[] = []
  for (const industry of industries) {
    industryIds.push(
      await createBilingual(
        payload,
        'industries',
        {
          en: simple(industry, 'en', familyLink(industry, 'en')),
          es: simple(industry, 'es', familyLink(industry, 'es')),
        },
        { heroImage: media[industry.image], products: familyRefs(industry.families) },
      ),
    )
  }
  const articleIds: number[] = []
  for (const article of articles) {
    // an article belongs to the industries that use its families
    const related = industries.flatMap((industry, index) =>
      (industry.families ?? []).some((slug) => article.families?.includes(slug))
        ? [industryIds[index]!]
        : [],
    )
    articleIds.push(
      await createBilingual(
        payload,
        'articles',
        {
          en: simple(article, 'en', familyLink(article, 'en')),
          es: simple(article, 'es', familyLink(article, 'es')),
        },
        {
          heroImage: media[article.image],
          publishedAt: new Date(`${article.publishedAt}T12:00:00Z`).toISOString(),
          products: familyRefs(article.families),
          industries: related,
        },
      ),
    )
  }
  for (const [index, industry] of industries.entries()) {
    const related = articles.flatMap((article, i) =>
      (article.families ?? []).some((slug) => industry.families?.includes(slug))
        ? [articleIds[i]!]
        : [],
    )
    await payload.update({
      collection: 'industries',
      id: industryIds[index]!,
      data: { articles: related },
      overrideAccess: true,
      context: quiet,
    })
  }
  const resourceIds: number[] = []
  const resourceBySlug: Record<string, number> = {}
  for (const resource of resources) {
    resourceIds.push(
      await createBilingual(
        payload,
        'resources',
        { en: simple(resource, 'en'), es: simple(resource, 'es') },
        { kind: resource.kind, ...(await downloads(resource)), heroImage: media[resource.image] },
      ),
    )
  }
  for (const [index, resource] of resources.entries())
    resourceBySlug[resource.slug.en] = resourceIds[index]!
  const testimonialBySlug: Record<string, number> = {}
  for (const testimonial of testimonials) {
    testimonialBySlug[testimonial.slug.en] = await createBilingual(
      payload,
      'testimonials',
      { en: simple(testimonial, 'en'), es: simple(testimonial, 'es') },
      {
        author: testimonial.author,
        company: testimonial.company,
        heroImage: media[testimonial.image],
      },
    )
  }
  const whitePaperIds: number[] = []
  for (const paper of whitePapers) {
    whitePaperIds.push(
      await createBilingual(
        payload,
        'white-papers',
        { en: simple(paper, 'en'), es: simple(paper, 'es') },
        { ...(await downloads(paper)), heroImage: media[paper.image] },
      ),
    )
  }
  // families show their documents, customer stories and siblings of the same category
  for (const family of families) {
    const links = documentsByCategory[family.category]
    await payload.update({
      collection: 'products',
      id: familyIds[family.slug]!,
      data: {
        resources: (links?.resources ?? []).map((slug) => resourceBySlug[slug]!),
        testimonials: (links?.testimonials ?? []).map((slug) => testimonialBySlug[slug]!),
        relatedProducts: families
          .filter((other) => other.category === family.category && other.slug !== family.slug)
          .slice(0, 3)
          .map((other) => familyIds[other.slug]!),
      },
      overrideAccess: true,
      context: quiet,
    })
  }
  log(
    `${industries.length} industries, ${articles.length} articles, ${resources.length} resources, ${testimonials.length} testimonials, ${whitePapers.length} white papers`,
  )

  // Pages: create every page first (parents before children) so layouts can link to any of them.
  const pageIds: Record<string, number> = {}
  for (const page of pages) {
    pageIds[page.key] = await createBilingual(
      payload,
      'pages',
      {
        en: {
          title: page.title.en,
          slug: page.slug.en,
          meta: { title: page.meta.title.en, description: page.meta.description.en },
        },
        es: {
          title: page.title.es,
          slug: page.slug.es,
          meta: { title: page.meta.title.es, description: page.meta.description.es },
        },
      },
      { parent: page.parent ? pageIds[page.parent] : undefined, isHome: page.isHome ?? false },
    )
  }
  const ids: Ids = {
    pages: pageIds,
    families: familyIds,
    categories: categoryIds,
    media,
    resources: resourceIds,
    whitePapers: whitePaperIds,
  }
  for (const page of pages) {
    const id = pageIds[page.key]!
    await payload.update({
      collection: 'pages',
      id,
      locale: 'en',
      data: { layout: page.layout('en', ids) } as never,
      context: quiet,
      overrideAccess: true,
    })
    const stored = await payload.findByID({
      collection: 'pages',
      id,
      locale: 'en',
      depth: 0,
      overrideAccess: true,
    })
    await payload.update({
      collection: 'pages',
      id,
      locale: 'es',
      data: { layout: withRowIds(page.layout('es', ids), stored.layout) } as never,
      context: quiet,
      overrideAccess: true,
    })
  }
  log(`${pages.length} pages`)

  await seedGlobals(payload, ids)
  await seedCustomers(payload)
  log(`${demoCustomers.length} customers with their buyers and addresses`)
  const shipping = await seedShipping(payload)
  log(
    `${shipping.carriers} carriers, rate bands, ${shipping.zones} ZIP zones, family rates, tax rules`,
  )
  const catalogue = await seedCatalogue(payload, { parts: options.parts })
  log(
    `${catalogue.series} series, ${catalogue.parts} parts, price lists ${Object.entries(
      catalogue.entries,
    )
      .map(([name, count]) => `${name} (${count} entries)`)
      .join(', ')}, ${catalogue.crossReferences.rows} cross-references of ${
      catalogue.crossReferences.makers
    } makers, ${catalogue.crossReferences.discontinued} discontinued parts with successors in ${catalogue.seconds.toFixed(1)} s`,
  )
  log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

async function updateGlobalBilingual(
  payload: Payload,
  slug: 'site-settings' | 'header-menu' | 'footer-menu',
  data: (locale: Locale) => Record<string, unknown>,
) {
  await payload.updateGlobal({
    slug,
    locale: 'en',
    data: data('en') as never,
    context: quiet,
    overrideAccess: true,
  })
  const stored = await payload.findGlobal({ slug, locale: 'en', depth: 0, overrideAccess: true })
  await payload.updateGlobal({
    slug,
    locale: 'es',
    data: withRowIds(data('es'), stored) as never,
    context: quiet,
    overrideAccess: true,
  })
}

async function seedGlobals(payload: Payload, ids: Ids) {
  const l = (en: string, es: string) => (locale: Locale) => (locale === 'en' ? en : es)
  // the About page has one name: its title ('About us', 'Nosotros': short enough for the
  // desktop menu), in the header, the footer and the browser tab
  const aboutTitle = pages.find((each) => each.key === 'about')!.title
  const page = (key: string, label?: string) => ({
    type: 'internal',
    reference: { relationTo: 'pages', value: ids.pages[key] },
    ...(label ? { label } : {}),
  })

  await updateGlobalBilingual(payload, 'site-settings', (locale) => ({
    companyName: 'Allegheny Controls',
    tagline: l(
      'Industrial controls, built in Beaver, Pennsylvania',
      'Controles industriales fabricados en Beaver, Pensilvania',
    )(locale),
    logo: ids.media['control-panel-hero'],
    contact: {
      phone: '+1 (724) 555-0142',
      email: 'sales@allegheny-controls.example',
      address: l(
        '1400 Industrial Way\nBeaver, PA 15009, USA',
        '1400 Industrial Way\nBeaver, PA 15009, EE. UU.',
      )(locale),
      hours: l('Mon–Fri 7:30 a.m.–5 p.m. ET', 'Lun–vie 7:30 a. m.–5 p. m. (hora del Este)')(locale),
    },
    socialLinks: [
      { platform: 'linkedin', url: 'https://www.linkedin.com/company/allegheny-controls-example' },
      { platform: 'youtube', url: 'https://www.youtube.com/@allegheny-controls-example' },
    ],
  }))

  // what checkout runs on: not localized, one save
  await payload.updateGlobal({
    slug: 'checkout-settings',
    data: {
      orderNoticeRecipients: 'orders@allegheny-controls.example',
      salesReps: [
        {
          label: 'northeast',
          rep: 'Tom Kowalski',
          territory: 'Northeast',
          email: 'tkowalski@allegheny-controls.example',
          areaCodes: '412,724,878,215,267',
          states: 'PA,NY,NJ,CT,MA,MD,DE',
        },
        {
          label: 'midwest',
          rep: 'Angela Price',
          territory: 'Midwest',
          email: 'aprice@allegheny-controls.example',
          areaCodes: '216,330,614',
          states: 'OH,MI,IN,IL,WI,MN',
        },
        {
          label: 'south',
          rep: 'Ramón Ortega',
          territory: 'South & Texas',
          email: 'rortega@allegheny-controls.example',
          states: 'TX,LA,OK,FL,GA',
        },
        // the demo customers' own reps (their accounts were assigned by hand, not by the rule): with
        // no area codes, states or countries the rule never picks them; their e-mail is the
        // Reply-To of their buyers' order mails
        {
          label: 'key-accounts-east',
          rep: 'Dana Whitfield',
          territory: 'Key accounts, East',
          email: 'dwhitfield@allegheny-controls.example',
        },
        {
          label: 'key-accounts-central',
          rep: 'Tom Brandt',
          territory: 'Key accounts, Midwest & South',
          email: 'tbrandt@allegheny-controls.example',
        },
        {
          label: 'mexico-distribution',
          rep: 'Lucía Herrera',
          territory: 'Mexico distribution',
          email: 'lherrera@allegheny-controls.example',
        },
        {
          label: 'fallback',
          rep: 'Sofía Méndez',
          territory: 'Mexico & Latin America',
          email: 'smendez@allegheny-controls.example',
          countries: 'MX,GT,CO,CL,PE',
        },
      ],
      // tower lights are built to order; enclosures ship too big for the free-ground programme
      cartItemRules: [
        { pn: 'TL*', leadTime10Days: true, exemptFromFreeShipping: false },
        { pn: 'ENC*', leadTime10Days: false, exemptFromFreeShipping: true },
      ],
      cartShippingRates: demoFamilyRates,
      taxRates: demoTaxRates,
    },
    context: quiet,
    overrideAccess: true,
  })

  const columns: [string, string[]][] = [
    [
      'pilot-devices',
      ['22mm-nema-push-buttons', '22mm-selector-switches', 'control-stations', 'legend-plates'],
    ],
    ['pilot-lights', ['22mm-nema-pilot-lights', '16mm-pilot-lights', '13mm-pilot-lights']],
    [
      'contactors-relays',
      [
        'contactors-control-relays',
        'definite-purpose-contactors',
        'overload-relays',
        'general-purpose-relays',
        'electronic-timing-relays',
      ],
    ],
    [
      'terminal-blocks',
      ['nema-terminal-blocks', 'iec-terminal-blocks', 'nema-terminal-blocks-accessories'],
    ],
    [
      'circuit-protection',
      ['motor-protection-circuit-breakers', 'miniature-circuit-breakers', 'disconnect-switches'],
    ],
    ['enclosures-duct', ['enclosures', 'wire-duct']],
    ['tower-lights', ['world-tower-lights']],
  ]
  const industryLinks = await payload.find({
    collection: 'industries',
    locale: 'en',
    depth: 0,
    limit: 10,
    sort: 'title',
  })
  const resourceLinks = await payload.find({
    collection: 'resources',
    locale: 'en',
    depth: 0,
    limit: 3,
  })
  await updateGlobalBilingual(payload, 'header-menu', (locale) => ({
    shopMenu: {
      label: l('Shop', 'Tienda')(locale),
      // "All products" is the whole catalogue; no other page beside it
      link: { type: 'internal', reference: null },
      // the help line at the foot of the menu, its links in the page's language
      note:
        locale === 'en'
          ? richText({
              p: [
                'Not sure which part fits your panel? Send us the drawing through ',
                { text: 'Contact sales', relationTo: 'pages', id: ids.pages.contact! },
                ' or call ',
                { text: 'your sales representative', relationTo: 'pages', id: ids.pages.reps! },
                '.',
              ],
            })
          : richText({
              p: [
                '¿No sabe qué pieza va en su tablero? Envíenos el plano desde ',
                { text: 'Contactar a ventas', relationTo: 'pages', id: ids.pages.contact! },
                ' o llame a ',
                { text: 'su representante de ventas', relationTo: 'pages', id: ids.pages.reps! },
                '.',
              ],
            }),
      columns: columns.map(([category, slugs]) => ({
        category: ids.categories[category],
        products: slugs.map((slug) => ids.families[slug]),
      })),
    },
    menuItems: [
      {
        link: {
          type: 'external',
          url: locale === 'en' ? '/products' : '/es/productos',
          label: l('Products', 'Productos')(locale),
        },
      },
      {
        link: {
          type: 'external',
          url: locale === 'en' ? '/industry' : '/es/industria',
          label: l('Industries', 'Industrias')(locale),
        },
        submenuItems: industryLinks.docs.map((doc) => ({
          link: { type: 'internal', reference: { relationTo: 'industries', value: doc.id } },
        })),
      },
      {
        link: {
          type: 'external',
          url: locale === 'en' ? '/resource' : '/es/documento',
          label: l('Resources', 'Documentos')(locale),
        },
        icon: 'document',
        submenuItems: [
          ...resourceLinks.docs.map((doc) => ({
            link: { type: 'internal', reference: { relationTo: 'resources', value: doc.id } },
          })),
          {
            link: {
              type: 'external',
              url: locale === 'en' ? '/white-paper' : '/es/documento-tecnico',
              label: l('White papers', 'Documentos técnicos')(locale),
            },
          },
          {
            link: {
              type: 'external',
              url: locale === 'en' ? '/article' : '/es/articulo',
              label: l('Articles', 'Artículos')(locale),
            },
          },
          // kept open beside the cart while a buyer orders
          {
            link: {
              ...page('terms', l('Terms of sale', 'Términos de venta')(locale)),
              newTab: true,
            },
          },
        ],
      },
      { link: page('about', aboutTitle[locale]) },
      { link: page('contact', l('Contact', 'Contacto')(locale)), icon: 'phone' },
    ],
  }))

  await updateGlobalBilingual(payload, 'footer-menu', (locale) => ({
    about: l(
      'Allegheny Controls designs and assembles push buttons, pilot lights, contactors, terminal blocks and tower lights in Beaver, Pennsylvania, for panel builders, OEMs and distributors.',
      'Allegheny Controls diseña y ensambla botones pulsadores, luces piloto, contactores, bloques de terminales y torres de señalización en Beaver, Pensilvania, para tableristas, fabricantes OEM y distribuidores.',
    )(locale),
    columns: [
      {
        heading: l('Products', 'Productos')(locale),
        links: [
          ...categories.map(({ key }) => ({
            link: {
              type: 'internal',
              reference: { relationTo: 'categories', value: ids.categories[key] },
            },
          })),
          {
            link: {
              type: 'external',
              url: locale === 'en' ? '/products' : '/es/productos',
              label: l('All products', 'Todos los productos')(locale),
            },
          },
        ],
      },
      {
        heading: l('Resources', 'Recursos')(locale),
        links: [
          {
            link: {
              type: 'external',
              url: locale === 'en' ? '/resource' : '/es/documento',
              label: l('Datasheets & manuals', 'Hojas de datos y manuales')(locale),
            },
          },
          {
            link: {
              type: 'external',
              url: locale === 'en' ? '/white-paper' : '/es/documento-tecnico',
              label: l('White papers', 'Documentos técnicos')(locale),
            },
          },
          {
            link: {
              type: 'external',
              url: locale === 'en' ? '/article' : '/es/articulo',
              label: l('Articles', 'Artículos')(locale),
            },
          },
          {
            link: {
              type: 'external',
              url: locale === 'en' ? '/testimonial' : '/es/testimonial',
              label: l('Customer stories', 'Casos de clientes')(locale),
            },
          },
        ],
      },
      {
        heading: l('Company', 'Empresa')(locale),
        links: [
          { link: page('about', aboutTitle[locale]) },
          { link: page('contact', l('Contact', 'Contacto')(locale)) },
          { link: page('reps', l('Sales representatives', 'Representantes de ventas')(locale)) },
        ],
      },
    ],
    legalLinks: [
      { link: page('terms', l('Terms of sale', 'Términos de venta')(locale)) },
      { link: page('privacy', l('Privacy policy', 'Política de privacidad')(locale)) },
    ],
  }))
}
