/** The id of a Payload relationship value, whether it came populated (`{ id }`) or not (depth 0). */
export function relationId(value: number | { id: number } | null | undefined): number | null {
  if (value === null || value === undefined) return null
  return typeof value === 'number' ? value : value.id
}
