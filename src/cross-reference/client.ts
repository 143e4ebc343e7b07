/** The cross-reference API paths the browser uses (the admin's export link). */
export const crossReferenceExportHref = '/api/cms/cross-references/export'
