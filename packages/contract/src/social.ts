// Without zod, so that the footer of every page can name the networks without loading the schemas
// (docs/product.md#101-public-reads-from-memory-and-workers).
/** The social networks the footer can link to (SOCIAL_LINKS, docs/product.md#26-site-settings-contact-inbox-and-newsletter). */
export const SOCIAL_NETWORKS = [
  'facebook',
  'x',
  'twitter',
  'instagram',
  'linkedin',
  'youtube',
  'messenger',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  x: 'X',
  twitter: 'Twitter',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  messenger: 'Messenger',
};
