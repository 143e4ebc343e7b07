/** Names of the icon set shipped with the build; CMS icon documents pick one (pure, shared by config and UI). */
export const iconSetNames = [
  'ul-listed',
  'csa',
  'ce',
  'rohs',
  'nema-4x',
  'ip66',
  'shield',
  'bolt',
  'truck',
  'document',
  'phone',
  'mail',
  'globe',
  'linkedin',
  'youtube',
] as const
export type IconName = (typeof iconSetNames)[number]
