import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'

import { captchaSettingsFrom } from '@/platform/captcha-settings'
import { mailtoHref, mapHref, telHref } from '@/content/contact/contact-links'
import { ContactForm } from '@/content/contact/ui/contact-form'
import { getSiteSettings } from '@/content/queries'
import type { Locale } from '@/i18n/locales'
import type { ContactFormBlock as ContactFormBlockData } from '@/payload-types'
import { ArrowRightIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/ui/icons'

const linkClass =
  'font-semibold text-secondary-800 underline-offset-4 hover:underline focus-visible:underline'

/** The contact page's form beside the company's phone, e-mail, address and hours. */
export async function ContactFormBlock({
  block,
  locale,
}: {
  block: ContactFormBlockData
  locale: Locale
}) {
  const [t, messages, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'contactForm' }),
    getMessages({ locale }),
    getSiteSettings(locale),
  ])
  const contact = settings.contact ?? {}
  const details = block.showDetails !== false && (contact.phone || contact.email || contact.address)
  const headingId = `contact-form-${block.id ?? 'heading'}`

  return (
    <section aria-labelledby={headingId} className="container-page py-12">
      <div className="grid gap-8 lg:grid-cols-5 lg:gap-12">
        <div className="lg:col-span-3">
          <h2
            id={headingId}
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            {block.heading || t('heading')}
          </h2>
          <p className="mt-3 max-w-prose text-slate-600">{block.intro || t('intro')}</p>
          <div className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-xs sm:p-8">
            <NextIntlClientProvider
              locale={locale}
              messages={{ contactForm: messages.contactForm, captcha: messages.captcha }}
            >
              <ContactForm locale={locale} captcha={captchaSettingsFrom(process.env)} />
            </NextIntlClientProvider>
          </div>
        </div>

        {details ? (
          <aside
            aria-label={t('details.heading')}
            className="h-fit rounded-xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-8 lg:col-span-2 lg:mt-16"
          >
            <h3 className="text-lg font-bold text-slate-900">{t('details.heading')}</h3>
            <ul className="mt-5 space-y-5 text-sm">
              {contact.phone ? (
                <li className="flex gap-3">
                  <PhoneIcon aria-hidden className="mt-0.5 shrink-0 text-lg text-primary-700" />
                  <div>
                    <p className="text-slate-500">{t('details.phone')}</p>
                    <p className="mt-0.5">
                      <a href={telHref(contact.phone)} className={linkClass}>
                        {contact.phone}
                      </a>
                    </p>
                  </div>
                </li>
              ) : null}
              {contact.email ? (
                <li className="flex gap-3">
                  <MailIcon aria-hidden className="mt-0.5 shrink-0 text-lg text-primary-700" />
                  <div className="min-w-0">
                    <p className="text-slate-500">{t('details.email')}</p>
                    <p className="mt-0.5 break-words">
                      <a href={mailtoHref(contact.email)} className={linkClass}>
                        {contact.email}
                      </a>
                    </p>
                  </div>
                </li>
              ) : null}
              {contact.address ? (
                <li className="flex gap-3">
                  <MapPinIcon aria-hidden className="mt-0.5 shrink-0 text-lg text-primary-700" />
                  <div>
                    <p className="text-slate-500">{t('details.address')}</p>
                    <p className="mt-0.5 whitespace-pre-line text-slate-900">{contact.address}</p>
                    <p className="mt-1.5">
                      <a
                        href={mapHref(contact.address)}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={`${linkClass} inline-flex items-center gap-1`}
                      >
                        {t('details.map')} <ArrowRightIcon aria-hidden />
                      </a>
                    </p>
                  </div>
                </li>
              ) : null}
              {contact.hours ? (
                <li className="border-t border-slate-200 pt-5">
                  <p className="text-slate-500">{t('details.hours')}</p>
                  <p className="mt-0.5 text-slate-900">{contact.hours}</p>
                </li>
              ) : null}
            </ul>
          </aside>
        ) : null}
      </div>
    </section>
  )
}
