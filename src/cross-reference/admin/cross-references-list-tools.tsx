'use client'

/**
 * Above the cross-references list: the whole table as CSV, in the import's columns (edit it in
 * a spreadsheet and import it again). The admin's own words, like the order desk's.
 */
import { useTranslation } from '@payloadcms/ui'

import { crossReferenceExportHref } from '../client'

const words = {
  en: { exportCsv: 'Export CSV (import columns)' },
  es: { exportCsv: 'Exportar CSV (columnas de importación)' },
}

export function CrossReferencesListTools() {
  const { i18n } = useTranslation()
  const w = i18n.language === 'es' ? words.es : words.en
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', margin: '0 0 12px' }}>
      <a
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
        href={crossReferenceExportHref}
        download
        data-testid="cross-references-export"
      >
        {w.exportCsv}
      </a>
    </div>
  )
}
