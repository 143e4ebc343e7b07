import type { Payload } from 'payload'

/** The routed content types: a document is published only with both languages' title and slug. */
export type RoutedCollection =
  | 'pages'
  | 'articles'
  | 'categories'
  | 'industries'
  | 'products'
  | 'resources'
  | 'testimonials'
  | 'white-papers'

/** Creates a document in English as a draft, adds Spanish, publishes (the publish rule needs both). */
export async function publishBilingual(
  payload: Payload,
  collection: RoutedCollection,
  en: Record<string, unknown>,
  es: Record<string, unknown>,
): Promise<number> {
  const created = (await payload.create({
    collection,
    locale: 'en',
    data: { ...en, _status: 'draft' } as never,
    context: { skipRouteHooks: true },
  })) as { id: number }
  await payload.update({
    collection,
    id: created.id,
    locale: 'es',
    data: { ...es, _status: 'published' } as never,
    context: { skipRouteHooks: true },
  })
  return created.id
}
