/** Demo attributes, certification marks and the family ↔ document links. */
import type { IconName } from '@/ui/icon-names'

import type { Bilingual } from './catalog'

export const attributes: { key: string; title: Bilingual; unit?: string; isPublic?: boolean }[] = [
  {
    key: 'mounting-hole',
    title: { en: 'Mounting hole', es: 'Perforación de montaje' },
    unit: 'mm',
  },
  { key: 'voltage', title: { en: 'Voltage', es: 'Tensión' } },
  { key: 'enclosure-rating', title: { en: 'Enclosure rating', es: 'Grado de protección' } },
  { key: 'contacts', title: { en: 'Contacts', es: 'Contactos' } },
  { key: 'current', title: { en: 'Rated current', es: 'Corriente nominal' } },
  { key: 'wire-range', title: { en: 'Wire range', es: 'Calibre de cable' } },
  { key: 'material', title: { en: 'Material', es: 'Material' } },
  {
    key: 'operating-temperature',
    title: { en: 'Operating temperature', es: 'Temperatura de operación' },
  },
  {
    key: 'internal-cost-code',
    title: { en: 'Internal cost code', es: 'Código de costo interno' },
    isPublic: false,
  },
]

export const certifications: { name: IconName; title: Bilingual }[] = [
  { name: 'ul-listed', title: { en: 'UL Listed', es: 'Certificado UL' } },
  { name: 'csa', title: { en: 'CSA Certified', es: 'Certificado CSA' } },
  { name: 'ce', title: { en: 'CE marked', es: 'Marcado CE' } },
  { name: 'rohs', title: { en: 'RoHS compliant', es: 'Cumple RoHS' } },
  { name: 'nema-4x', title: { en: 'NEMA 4X', es: 'NEMA 4X' } },
  { name: 'ip66', title: { en: 'IP66', es: 'IP66' } },
]

type Row = [key: string, en: string, es?: string]

/** Attribute rows per category (a family gets its category's rows); Spanish defaults to the English value for numbers. */
export const specsByCategory: Record<string, Row[]> = {
  'pilot-devices': [
    ['mounting-hole', '22.5'],
    ['enclosure-rating', 'NEMA 4/4X/13, IP66'],
    [
      'contacts',
      'Up to 6 blocks, 1 N.O. / 1 N.C. each',
      'Hasta 6 bloques, 1 N.A. / 1 N.C. cada uno',
    ],
    ['operating-temperature', '−25 to +70 °C', '−25 a +70 °C'],
    ['internal-cost-code', 'PB-22'],
  ],
  'pilot-lights': [
    ['voltage', '24 V, 120 V, 240 V AC/DC', '24 V, 120 V, 240 V CA/CC'],
    ['enclosure-rating', 'IP65'],
    [
      'material',
      'Polycarbonate lens, nickel-plated bezel',
      'Lente de policarbonato, bisel niquelado',
    ],
    ['operating-temperature', '−25 to +60 °C', '−25 a +60 °C'],
  ],
  'terminal-blocks': [
    ['wire-range', '22–8 AWG (0.5–10 mm²)'],
    ['current', '50 A'],
    ['voltage', '600 V'],
    ['material', 'Polyamide 6.6, V0', 'Poliamida 6.6, V0'],
  ],
  'contactors-relays': [
    ['current', '9–95 A (AC-3)'],
    ['voltage', 'Coils 24 V DC to 480 V AC', 'Bobinas de 24 V CC a 480 V CA'],
    ['contacts', '3 main poles + auxiliary blocks', '3 polos principales + bloques auxiliares'],
  ],
  'circuit-protection': [
    ['current', '0.1–125 A'],
    ['voltage', '480Y/277 V AC', '480Y/277 V CA'],
    ['enclosure-rating', 'IP20 (IP66 with door handle)', 'IP20 (IP66 con manija de puerta)'],
  ],
  'enclosures-duct': [
    ['material', 'PVC / painted steel / polycarbonate', 'PVC / acero pintado / policarbonato'],
    ['enclosure-rating', 'NEMA 12 to NEMA 4X', 'De NEMA 12 a NEMA 4X'],
  ],
  'tower-lights': [
    ['voltage', '24 V AC/DC, 120 V AC', '24 V CA/CC, 120 V CA'],
    ['enclosure-rating', 'IP65'],
    ['operating-temperature', '−20 to +50 °C', '−20 a +50 °C'],
  ],
}

/** Resources and testimonials shown on family pages, by category (keys are English slugs). */
export const documentsByCategory: Record<string, { resources: string[]; testimonials: string[] }> =
  {
    'pilot-devices': {
      resources: ['22mm-operators-datasheet', 'ul-certificate-of-compliance'],
      testimonials: ['keystone-packaging-systems', 'aquacontrol-integradores'],
    },
    'pilot-lights': {
      resources: ['22mm-operators-datasheet', 'ul-certificate-of-compliance'],
      testimonials: ['automatizacion-del-norte'],
    },
    'terminal-blocks': {
      resources: ['terminal-block-cad-library', 'ul-certificate-of-compliance'],
      testimonials: ['tri-state-electrical-supply'],
    },
    'contactors-relays': {
      resources: ['contactor-installation-manual', 'timing-relay-function-guide'],
      testimonials: ['ohio-valley-panel-works'],
    },
    'circuit-protection': {
      resources: ['ul-certificate-of-compliance'],
      testimonials: ['ohio-valley-panel-works'],
    },
    'enclosures-duct': {
      resources: ['ul-certificate-of-compliance'],
      testimonials: ['aquacontrol-integradores'],
    },
    'tower-lights': {
      resources: ['tower-light-datasheet'],
      testimonials: ['keystone-packaging-systems'],
    },
  }
