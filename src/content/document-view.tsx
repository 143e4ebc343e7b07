import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'
import type { Media } from '@/payload-types'
import { siteOrigin } from '@/platform/site'
import { ChevronRightIcon } from '@/ui/icons'
import { ShopLink } from '@/ui/shop-link'

import { JsonLd } from './json-ld'
import { MediaImage } from './media-image'
import { RichText } from './rich-text'
import { breadcrumbList } from './structured-data'

export type Crumb = { label: string; href?: string }

/** The visible trail and its BreadcrumbList for search engines, from the same crumbs. */
export function Breadcrumbs({ crumbs, label }: { crumbs: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="text-sm text-slate-500">
      <JsonLd data={breadcrumbList(crumbs, siteOrigin())} />
      <ol className="flex flex-wrap items-center gap-1.5">
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`} className="flex items-center gap-1.5">
            {index > 0 ? <ChevronRightIcon aria-hidden className="text-slate-400" /> : null}
            {crumb.href ? (
              <ShopLink href={crumb.href} className="hover:text-primary-700">
                {crumb.label}
              </ShopLink>
            ) : (
              <span aria-current="page" className="text-slate-700">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}

/** The shared layout of a content document's page: breadcrumb, title, summary, image, body, extras. */
export function DocumentView({
  locale,
  crumbs,
  breadcrumbLabel,
  eyebrow,
  title,
  summary,
  image,
  body,
  children,
  aside,
}: {
  locale: Locale
  crumbs: Crumb[]
  breadcrumbLabel: string
  eyebrow?: string
  title: string
  summary?: string | null
  image?: Media | number | null
  body?: unknown
  children?: ReactNode
  aside?: ReactNode
}) {
  return (
    <article>
      <header className="border-b border-slate-200 bg-slate-50">
        <div className="container-page grid gap-8 py-10 lg:grid-cols-[1fr_28rem] lg:items-center">
          <div>
            <Breadcrumbs crumbs={crumbs} label={breadcrumbLabel} />
            {eyebrow ? (
              <p className="mt-6 text-sm font-semibold tracking-widest text-primary-700 uppercase">
                {eyebrow}
              </p>
            ) : null}
            <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl">
              {title}
            </h1>
            {summary ? (
              <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-600">{summary}</p>
            ) : null}
          </div>
          {image ? (
            <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
              <MediaImage
                media={image}
                locale={locale}
                priority
                sizes="(min-width: 1024px) 28rem, 100vw"
                className="h-auto w-full"
              />
            </div>
          ) : null}
        </div>
      </header>
      <div className="container-page grid gap-12 py-12 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0">
          <RichText
            data={body as SerializedEditorState | null}
            locale={locale}
            className="prose-shop max-w-3xl text-lg"
          />
          {children}
        </div>
        {aside ? <aside className="space-y-6">{aside}</aside> : null}
      </div>
    </article>
  )
}
