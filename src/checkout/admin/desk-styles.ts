/** The order desk's few styles, in the admin theme's own variables. */
import type { CSSProperties } from 'react'

export const box: CSSProperties = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 6,
  padding: '16px 20px',
  marginBottom: 20,
  background: 'var(--theme-elevation-0)',
}
export const row: CSSProperties = {
  display: 'flex',
  gap: 12,
  flexWrap: 'wrap',
  alignItems: 'flex-end',
}
export const cell: CSSProperties = {
  padding: '6px 8px',
  borderBottom: '1px solid var(--theme-elevation-100)',
}
export const input: CSSProperties = {
  padding: '8px 10px',
  border: '1px solid var(--theme-elevation-250)',
  borderRadius: 4,
  background: 'var(--theme-input-bg)',
  color: 'var(--theme-text)',
  minWidth: 180,
}
export const fieldLabel: CSSProperties = { display: 'grid', gap: 4 }
