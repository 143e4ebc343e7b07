/**
 * Demo customers (business rules §S3): one of each kind the business rules treat
 * differently, with buyers (web users by e-mail, linked on their first
 * sign-in) and addresses. Contacts labelled `(W##########)` come from the ERP.
 */
import type { Payload } from 'payload'

import type { Customer } from '@/payload-types'
import type { Locale } from '@/i18n/locales'

type DemoContact = {
  label: string
  nameFirst: string
  nameLast: string
  nameCompany: string
  phone1: string
  address1: string
  address2?: string
  city: string
  addressState: string
  addressPostalCode: string
  addressCountry: string
  taxable?: boolean
}

type DemoCustomer = {
  name: string
  custType: NonNullable<Customer['custType']>
  priceList: string
  arTerm: Customer['arTerm']
  territory: string
  rep: string
  isFreeGroundAt?: number
  taxable: boolean
  taxVerificationCompleted?: boolean
  taxVerificationNote?: string
  primaryContact: DemoContact
  otherContacts?: DemoContact[]
  /** `locale`: the language of the buyer's mails (English unless said). */
  buyers: { email: string; nameFirst: string; nameLast: string; locale?: Locale }[]
}

export const demoCustomers: DemoCustomer[] = [
  {
    name: 'Keystone Panel Systems',
    custType: 'OEM',
    priceList: 'OEM',
    arTerm: 'NET 30',
    territory: 'PA-West',
    rep: 'Dana Whitfield',
    taxable: true,
    primaryContact: {
      label: 'Keystone main plant (W0000012345)',
      nameFirst: 'Greg',
      nameLast: 'Kowalski',
      nameCompany: 'Keystone Panel Systems',
      phone1: '+14125550134',
      address1: '2200 Industrial Blvd',
      city: 'Pittsburgh',
      addressState: 'PA',
      addressPostalCode: '15222',
      addressCountry: 'US',
    },
    otherContacts: [
      {
        label: 'Keystone receiving dock (W0000012346)',
        nameFirst: 'Receiving',
        nameLast: 'Dock 4',
        nameCompany: 'Keystone Panel Systems',
        phone1: '+14125550188',
        address1: '2250 Industrial Blvd',
        address2: 'Dock 4',
        city: 'Pittsburgh',
        addressState: 'PA',
        addressPostalCode: '15222',
        addressCountry: 'US',
      },
    ],
    buyers: [
      { email: 'buyer@keystone-panels.example', nameFirst: 'Greg', nameLast: 'Kowalski' },
      { email: 'purchasing@keystone-panels.example', nameFirst: 'Janet', nameLast: 'Moore' },
    ],
  },
  {
    name: 'Ohio Valley Electric Supply',
    custType: 'D1-Distributor/Stocking',
    priceList: 'Distributor',
    arTerm: 'NET 30',
    territory: 'OH-East',
    rep: 'Dana Whitfield',
    isFreeGroundAt: 49,
    taxable: false,
    taxVerificationCompleted: true,
    taxVerificationNote: 'Resale certificate on file (OH STEC-B), expires 2028-06.',
    primaryContact: {
      label: 'OVES warehouse (W0000020411)',
      nameFirst: 'Maria',
      nameLast: 'Santoro',
      nameCompany: 'Ohio Valley Electric Supply',
      phone1: '+13305550172',
      address1: '48 Commerce Park Dr',
      city: 'Youngstown',
      addressState: 'OH',
      addressPostalCode: '44512',
      addressCountry: 'US',
      taxable: false,
    },
    buyers: [
      { email: 'purchasing@ovesupply.example', nameFirst: 'Maria', nameLast: 'Santoro' },
      { email: 'counter@ovesupply.example', nameFirst: 'Luis', nameLast: 'Ramos' },
    ],
  },
  {
    name: 'Great Lakes Controls Resale',
    custType: 'D2-Distributor/Reseller/Non-Stocking',
    priceList: 'Distributor',
    arTerm: 'NET 45',
    territory: 'MI',
    rep: 'Tom Brandt',
    isFreeGroundAt: 150,
    taxable: false,
    taxVerificationCompleted: true,
    primaryContact: {
      label: 'Great Lakes office (W0000031877)',
      nameFirst: 'Kevin',
      nameLast: 'Osei',
      nameCompany: 'Great Lakes Controls Resale',
      phone1: '+16165550143',
      address1: '310 Monroe Ave NW',
      address2: 'Suite 400',
      city: 'Grand Rapids',
      addressState: 'MI',
      addressPostalCode: '49503',
      addressCountry: 'US',
      taxable: false,
    },
    buyers: [{ email: 'orders@greatlakes-resale.example', nameFirst: 'Kevin', nameLast: 'Osei' }],
  },
  {
    name: 'Bayou Automation LLC',
    custType: 'End User',
    // "List" is priced as OEM (business rules §S6)
    priceList: 'List',
    arTerm: 'CREDIT CARD',
    territory: 'LA',
    rep: 'Tom Brandt',
    taxable: true,
    primaryContact: {
      label: 'Bayou shop',
      nameFirst: 'Renee',
      nameLast: 'Thibodeaux',
      nameCompany: 'Bayou Automation LLC',
      phone1: '+13375550119',
      address1: '1200 Ambassador Caffery Pkwy',
      city: 'Lafayette',
      addressState: 'LA',
      addressPostalCode: '70506',
      addressCountry: 'US',
    },
    buyers: [
      { email: 'renee@bayou-automation.example', nameFirst: 'Renee', nameLast: 'Thibodeaux' },
      {
        email: 'compras@bayou-automation.example',
        nameFirst: 'Andrés',
        nameLast: 'Landry',
        locale: 'es',
      },
    ],
  },
  {
    name: 'Controles Industriales del Norte S.A. de C.V.',
    custType: 'International',
    priceList: 'OEM',
    arTerm: 'NET 30',
    territory: 'MX',
    rep: 'Lucía Herrera',
    taxable: false,
    primaryContact: {
      label: 'Planta Monterrey (W0000045120)',
      nameFirst: 'Jorge',
      nameLast: 'Treviño',
      nameCompany: 'Controles Industriales del Norte',
      phone1: '+528183330000',
      address1: 'Av. Constitución 2050 Pte.',
      address2: 'Col. Centro',
      city: 'Monterrey',
      addressState: 'NLE',
      addressPostalCode: '64000',
      addressCountry: 'MX',
      taxable: false,
    },
    buyers: [
      {
        email: 'compras@cindelnorte.example',
        nameFirst: 'Jorge',
        nameLast: 'Treviño',
        locale: 'es',
      },
    ],
  },
]

export async function seedCustomers(payload: Payload): Promise<void> {
  for (const demo of demoCustomers) {
    const { primaryContact, otherContacts = [], buyers, ...fields } = demo
    const customer = await payload.create({
      collection: 'customers',
      data: { ...fields, segment: 5 },
      overrideAccess: true,
      depth: 0,
    })
    const contactIds: number[] = []
    for (const contact of [primaryContact, ...otherContacts]) {
      const created = await payload.create({
        collection: 'contacts',
        data: {
          ...withoutTaxable(contact),
          // staff's decision on the customer's own addresses (§6)
          taxExemption: contact.taxable === false ? 'granted' : 'none',
          customer: customer.id,
        },
        overrideAccess: true,
        depth: 0,
      })
      contactIds.push(created.id)
    }
    await payload.update({
      collection: 'customers',
      id: customer.id,
      data: { primaryContact: contactIds[0] },
      overrideAccess: true,
      depth: 0,
    })
    for (const buyer of buyers) {
      await payload.create({
        collection: 'web-users',
        data: {
          ...buyer,
          primaryCustomer: customer.id,
          customers: [customer.id],
          shippingContact: contactIds[0],
          billingContact: contactIds[0],
        },
        overrideAccess: true,
        depth: 0,
        // demo addresses: nobody to invite
        context: { invite: false },
      })
    }
  }
}

function withoutTaxable({ taxable: _taxable, ...contact }: DemoContact) {
  return contact
}
