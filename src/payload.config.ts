import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { es } from '@payloadcms/translations/languages/es'
import { buildConfig, type SanitizedConfig } from 'payload'
import sharp from 'sharp'

import { Contacts } from './account/collections/contacts'
import { Customers } from './account/collections/customers'
import { createWebUsers } from './account/collections/web-users'
import { Carts } from './cart/collections/carts'
import { Favorites } from './cart/collections/favorites'
import { SavedCarts } from './cart/collections/saved-carts'
import { CheckoutSettings } from './checkout/collections/checkout-settings'
import { OrderRequests, Orders, Outbox } from './checkout/collections/orders'
import { ShippingCarriers } from './checkout/collections/shipping-carriers'
import { ShippingRates } from './checkout/collections/shipping-rates'
import { ZipZones } from './checkout/collections/zip-zones'
import { createCatalogImports } from './catalog/collections/catalog-imports'
import { Parts } from './catalog/collections/parts'
import { PriceListEntries, PriceLists } from './catalog/collections/price-lists'
import { Series } from './catalog/collections/series'
import { CrossReferences } from './cross-reference/collections/cross-references'
import { Makers } from './cross-reference/collections/makers'
import { crossReferenceImportKind } from './cross-reference/import'
import { Media } from './content/collections/media'
import {
  Articles,
  Categories,
  Industries,
  Products,
  Resources,
  Testimonials,
  WhitePapers,
} from './content/collections/documents'
import { Pages } from './content/collections/pages'
import { Redirects } from './content/collections/redirects'
import { Attributes, Icons } from './content/collections/taxonomy'
import { TStrings } from './content/collections/tstrings'
import { FooterMenu, HeaderMenu } from './content/globals/menus'
import { SiteSettings } from './content/globals/site-settings'
import { SearchSynonyms } from './catalog/collections/search-synonyms'
import { withSearchIndex } from './catalog/search/hooks'
import { cmsAnswerRules } from './platform/cms-answers'
import { blockedFetchIsRefused, stillReferencedIsConflict } from './platform/cms-api'
import { watchTransactions, type TransactionAdapter } from './platform/after-commit'
import { databaseAdapter, watchDatabasePool } from './platform/database'
import { payloadSecret } from './platform/secrets'
import { siteOrigin } from './platform/site'
import { AuditChanges, AuditEntries, withAuditTrail } from './platform/audit-entries'
import { createStaff, ensureFirstAdmin, staffSlug } from './platform/staff'
import { staffMailAdapter } from './platform/staff-mail'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** The Payload config for an environment; tests build one per database. */
export function createConfig(env: NodeJS.ProcessEnv = process.env): Promise<SanitizedConfig> {
  return buildConfig({
    secret: payloadSecret(env),
    // Payload's REST/GraphQL stay under /api/cms; the shop's own API is /api/public, /api/private, /api/auth.
    routes: { admin: '/admin', api: '/api/cms' },
    admin: {
      user: staffSlug,
      importMap: { baseDir: dirname },
      meta: { titleSuffix: ' · Allegheny Controls admin' },
      // no Gravatar: staff e-mail hashes are not sent to a third party
      avatar: 'default',
      // Payload's own dates (list columns, "Created"/"Last modified") are in the staff member's
      // browser zone, which it cannot change: they name it ("(GMT-5)"), as every time the shop
      // writes names its zone (the order desk's are the shop's, `i18n/shop-time.ts`); in the admin's
      // language's own order ("Nov 29, 2026, 9:45 AM", "29 nov 2026, 9:45"), not "noviembre 29º"
      dateFormat: 'PPp (O)',
      // the orders waiting for staff on top of the dashboard, for the staff who handle orders
      components: { beforeDashboard: ['@/checkout/admin/orders-dashboard#OrdersDashboard'] },
    },
    // the staff cookie counts only on calls from the shop's own pages
    csrf: [siteOrigin(env)],
    email: staffMailAdapter(env),
    // the shop reads through the Local API and the admin through REST: no GraphQL schema to serve
    graphQL: { disable: true },
    // a delete the database refuses (the document is still in use) is a 409, not a 500
    // an upload from a private address Payload's safe fetch blocks is a 400, not a 500
    hooks: { afterError: [stillReferencedIsConflict, blockedFetchIsRefused] },
    // REST answers bounded to 10 MB; no control characters in stored text (issue 38)
    plugins: [cmsAnswerRules()],
    // the search index follows product families and the published content types
    collections: withSearchIndex([
      // first: the dashboard and the menu list the groups in the order their first collection
      // comes here, and orders are the clerk's day (issue 39 #20)
      withAuditTrail(Orders, {
        fields: ['status', 'trackingNumber', 'paidAt', 'shippingPending', 'totalCents'],
      }),
      Pages,
      Articles,
      Categories,
      Industries,
      Products,
      Resources,
      Testimonials,
      WhitePapers,
      Attributes,
      Icons,
      Media,
      Redirects,
      TStrings,
      // staff changes to prices, customers, roles and order statuses are kept (business rules §10)
      withAuditTrail(Parts, { fields: ['listPriceCents'] }),
      withAuditTrail(Series, { fields: ['discountSchedule'] }),
      withAuditTrail(PriceLists, { fields: ['name'] }),
      withAuditTrail(PriceListEntries),
      // a staff upload replaces parts or a price list in bulk: the trail keeps who, what and its outcome
      // cross-references are uploaded beside the catalogue's kinds; catalog learns of the kind
      // here, never by importing it (ARCHITECTURE.md: layers)
      withAuditTrail(createCatalogImports([crossReferenceImportKind]), {
        fields: ['kind', 'priceList', 'fullCatalogue', 'status', 'report'],
      }),
      Makers,
      CrossReferences,
      withAuditTrail(Customers),
      // moving a web user into a customer gives them its prices, terms and addresses: kept
      // whoever does it (staff, the buyer's first order, the shop)
      withAuditTrail(createWebUsers(env), {
        fields: ['primaryCustomer', 'customers'],
        everyActor: true,
      }),
      Contacts,
      Carts,
      Favorites,
      SavedCarts,
      ShippingCarriers,
      ZipZones,
      OrderRequests,
      Outbox,
      withAuditTrail(createStaff(env), { fields: ['roles'] }),
      AuditEntries,
      AuditChanges,
    ]),
    globals: [
      SiteSettings,
      CheckoutSettings,
      ShippingRates,
      HeaderMenu,
      FooterMenu,
      SearchSynonyms,
    ],
    localization: {
      locales: [
        { code: 'en', label: 'English' },
        { code: 'es', label: 'Español' },
      ],
      defaultLocale: 'en',
      // A Spanish page never silently shows English text.
      fallback: false,
    },
    // The admin speaks the staff member's language, English or Spanish (Account → Language,
    // else the browser's): without this list Payload offers English only, so the Spanish
    // labels and the desk's Spanish words were never shown (issue 39 #20)
    i18n: {
      supportedLanguages: { en, es },
      fallbackLanguage: 'en',
      // The header's content-locale menu is the language of the document's text, not of the
      // admin: Payload's Spanish calls both "Idioma", and a clerk who took it for the admin's
      // language switched every collection's content after it (the menu is remembered per
      // staff member across collections)
      translations: {
        en: { general: { locale: 'Content language' } },
        es: { general: { locale: 'Idioma del contenido' } },
      },
    },
    editor: lexicalEditor(),
    db: databaseAdapter(env),
    sharp,
    telemetry: false,
    typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
    onInit: async (payload) => {
      watchDatabasePool(payload)
      // expiries made inside a transaction run again at its commit (after-commit.ts)
      watchTransactions(payload.db as unknown as TransactionAdapter)
      try {
        await ensureFirstAdmin(payload, env)
      } catch (error) {
        payload.logger.error(
          { err: error },
          'Could not check for a first admin: is the database migrated? Run npm run db:migrate',
        )
      }
    },
  })
}

export default createConfig()
