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

/** Attribute rows per category (a family gets its category's rows unless it has its own); Spanish defaults to the English value for numbers. */
const specsByCategory: Record<string, Row[]> = {
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

/**
 * A family's own rows where its category's do not fit its parts (a 1-pole contactor is not
 * "3 main poles", wire duct has no enclosure rating); every other family shows its category's.
 */
const specsByFamily: Record<string, Row[]> = {
  '30mm-accessories': [
    ['mounting-hole', '30.5'],
    ['enclosure-rating', 'NEMA 4/13'],
    ['operating-temperature', '−25 to +70 °C', '−25 a +70 °C'],
  ],
  'legend-plates': [
    [
      'material',
      'Polycarbonate, laser-engraved legend',
      'Policarbonato, leyenda grabada con láser',
    ],
    ['operating-temperature', '−25 to +70 °C', '−25 a +70 °C'],
  ],
  'control-stations': [
    ['mounting-hole', '22.5'],
    [
      'enclosure-rating',
      'NEMA 4X (polycarbonate), NEMA 12 (steel)',
      'NEMA 4X (policarbonato), NEMA 12 (acero)',
    ],
    ['operating-temperature', '−25 to +70 °C', '−25 a +70 °C'],
  ],
  '22mm-nema-pilot-lights': [
    ['mounting-hole', '22.5'],
    ['voltage', '6 V to 230 V AC/DC', '6 V a 230 V CA/CC'],
    ['enclosure-rating', 'NEMA 4/4X/13, IP66'],
    [
      'material',
      'Polycarbonate lens, nickel-plated bezel',
      'Lente de policarbonato, bisel niquelado',
    ],
    ['operating-temperature', '−25 to +60 °C', '−25 a +60 °C'],
  ],
  '16mm-pilot-lights': [
    ['mounting-hole', '16.2'],
    ['voltage', '6 V to 230 V AC/DC', '6 V a 230 V CA/CC'],
    ['enclosure-rating', 'IP65'],
    ['operating-temperature', '−25 to +60 °C', '−25 a +60 °C'],
  ],
  '13mm-pilot-lights': [
    ['mounting-hole', '12.7'],
    ['voltage', '5 V DC to 230 V AC', '5 V CC a 230 V CA'],
    ['enclosure-rating', 'IP65'],
    ['operating-temperature', '−25 to +60 °C', '−25 a +60 °C'],
  ],
  '16mm-accessories': [
    ['mounting-hole', '16.2'],
    [
      'material',
      'Polyamide caps, nickel-plated rings',
      'Capuchones de poliamida, anillos niquelados',
    ],
  ],
  'nema-terminal-blocks': [
    ['wire-range', '22–4 AWG'],
    ['voltage', '600 V'],
    ['material', 'Polyamide 6.6, V0', 'Poliamida 6.6, V0'],
  ],
  'nema-terminal-blocks-accessories': [['material', 'Polyamide 6.6, V0', 'Poliamida 6.6, V0']],
  'iec-terminal-blocks': [
    ['wire-range', '0.2–35 mm² (24–2 AWG)'],
    ['voltage', '800 V'],
    ['material', 'Polyamide 6.6, V0', 'Poliamida 6.6, V0'],
  ],
  'iec-terminal-blocks-accessories': [['material', 'Polyamide 6.6, V0', 'Poliamida 6.6, V0']],
  'contactors-control-relays': [
    ['current', '9–95 A (AC-3)'],
    ['voltage', 'Coils 12 V DC to 480 V AC', 'Bobinas de 12 V CC a 480 V CA'],
    [
      'contacts',
      '3 main poles (contactors), 4 poles (control relays), plus auxiliary blocks',
      '3 polos principales (contactores), 4 polos (relés de control), más bloques auxiliares',
    ],
  ],
  'definite-purpose-contactors': [
    ['voltage', 'Coils 24 V to 240 V AC', 'Bobinas de 24 V a 240 V CA'],
  ],
  'overload-relays': [['voltage', 'Up to 690 V AC', 'Hasta 690 V CA']],
  'general-purpose-relays': [
    ['voltage', 'Coils 12 V DC to 230 V AC', 'Bobinas de 12 V CC a 230 V CA'],
  ],
  'electronic-timing-relays': [['operating-temperature', '−20 to +55 °C', '−20 a +55 °C']],
  'motor-protection-circuit-breakers': [
    ['voltage', 'Up to 690 V AC', 'Hasta 690 V CA'],
    ['enclosure-rating', 'IP20 (IP66 in an enclosure)', 'IP20 (IP66 en gabinete)'],
  ],
  'miniature-circuit-breakers': [
    ['voltage', '480Y/277 V AC', '480Y/277 V CA'],
    ['enclosure-rating', 'IP20'],
  ],
  'disconnect-switches': [
    ['voltage', 'Up to 600 V AC', 'Hasta 600 V CA'],
    ['enclosure-rating', 'IP20 (IP66 with door handle)', 'IP20 (IP66 con manija de puerta)'],
  ],
  enclosures: [
    ['material', 'Painted steel or 304 stainless steel', 'Acero pintado o acero inoxidable 304'],
    [
      'enclosure-rating',
      'NEMA 12 (painted steel), NEMA 4X (stainless)',
      'NEMA 12 (acero pintado), NEMA 4X (inoxidable)',
    ],
  ],
  'wire-duct': [
    ['material', 'Lead-free rigid PVC, UL 94 V0', 'PVC rígido sin plomo, UL 94 V0'],
    ['operating-temperature', 'Up to +50 °C', 'Hasta +50 °C'],
  ],
}

/** The attribute rows a family's page (and its parts' pages) show. */
export function specsForFamily(family: { slug: string; category: string }): Row[] {
  return specsByFamily[family.slug] ?? specsByCategory[family.category] ?? []
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
