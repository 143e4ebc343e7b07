import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { pathFor } from '@/i18n/routes'

import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  MailIcon,
  PhoneIcon,
  XIcon,
  YouTubeIcon,
} from './icons'
import { Logo } from './logo'
import { NavAnchor } from './nav-anchor'
import type { FooterModel, SocialPlatform } from './nav-types'

const socialIcon: Record<SocialPlatform, typeof LinkedInIcon> = {
  linkedin: LinkedInIcon,
  youtube: YouTubeIcon,
  facebook: FacebookIcon,
  x: XIcon,
  instagram: InstagramIcon,
}

export async function SiteFooter({ locale, model }: { locale: Locale; model: FooterModel }) {
  const t = await getTranslations({ locale, namespace: 'footer' })
  const tools = await getTranslations({ locale, namespace: 'crossReference' })
  const newTabHint = (await getTranslations({ locale, namespace: 'header' }))('opensInNewTab')
  const { columns, legal, contact } = model

  return (
    <footer className="print:hidden mt-16 bg-slate-900 text-slate-300">
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-6">
        <div className="lg:col-span-2">
          <Logo title={model.companyName} className="text-white" />
          {model.about ? (
            <p className="mt-4 max-w-md text-sm leading-relaxed text-slate-400">{model.about}</p>
          ) : null}
          <div className="mt-6 space-y-2 text-sm">
            {contact.phone ? (
              <a
                href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}
                className="flex items-center gap-2 hover:text-white"
              >
                <PhoneIcon aria-hidden /> {contact.phone}
              </a>
            ) : null}
            {contact.email ? (
              <a
                href={`mailto:${contact.email}`}
                className="flex items-center gap-2 hover:text-white"
              >
                <MailIcon aria-hidden /> {contact.email}
              </a>
            ) : null}
            {contact.address ? (
              <p className="whitespace-pre-line text-slate-400">{contact.address}</p>
            ) : null}
          </div>
        </div>
        {columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="text-sm font-semibold tracking-wider text-white uppercase">
              {column.heading}
            </h2>
            <ul className="mt-4 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <NavAnchor link={link} newTabHint={newTabHint} className="hover:text-white">
                    {link.label}
                  </NavAnchor>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {/* the shop's own tools, whatever the CMS footer menu holds */}
        <nav aria-label={tools('footerTools')}>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">
            {tools('footerTools')}
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <a href={pathFor(locale, 'quickOrder')} className="hover:text-white">
                {tools('footerQuickOrder')}
              </a>
            </li>
            <li>
              <a
                href={pathFor(locale, 'crossReference')}
                className="hover:text-white"
                data-testid="footer-cross-reference"
              >
                {tools('footerLink')}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-800">
        <div className="container-page flex flex-col gap-4 py-6 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('rights', { year: new Date().getFullYear() })}</p>
          <nav aria-label={t('legal')} className="flex flex-wrap gap-4">
            {legal.map((link) => (
              <NavAnchor
                key={link.href}
                link={link}
                newTabHint={newTabHint}
                className="hover:text-white"
              >
                {link.label}
              </NavAnchor>
            ))}
          </nav>
          <ul aria-label={t('follow')} className="flex gap-3">
            {model.social.map((social) => {
              const SocialIcon = socialIcon[social.platform]
              return (
                <li key={social.url}>
                  <a
                    href={social.url}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="text-lg hover:text-white"
                  >
                    <SocialIcon title={social.platform} />
                  </a>
                </li>
              )
            })}
          </ul>
        </div>
      </div>
    </footer>
  )
}
