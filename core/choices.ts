/** Names shared by the schema and the app, kept free of zod so the browser can import them. */
export const ICON_NAMES = [
  'tailored',
  'support',
  'receipt',
  'consult',
  'code',
  'phone',
  'cloud',
  'calendar',
  'chart',
  'shield',
  'pill',
  'clipboard',
  'bolt',
  'badge',
  'wrench',
  'lock',
  'server',
  'users',
  'folder',
  'video',
  'document',
  'key',
  'layers',
  'transfer',
  'refresh',
  'clock',
  'pin',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

export const TONES = ['teal', 'navy', 'wheat', 'sky', 'mint', 'rose'] as const;
export type Tone = (typeof TONES)[number];

export const SOCIAL_NETWORKS = ['linkedin', 'facebook', 'x', 'instagram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
