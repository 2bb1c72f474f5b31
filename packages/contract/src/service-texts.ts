/* Texts without schemas, so that a page can show them without loading zod (apps/web/vite.config.ts). */
import type { LAP_INFANT_CODE, ServiceCode } from './services';

export const SERVICE_LABELS: Record<ServiceCode | typeof LAP_INFANT_CODE, string> = {
  WCHR: 'Wheelchair for distances; can climb steps and walk in the cabin',
  WCHS: 'Wheelchair; cannot climb steps, can walk in the cabin',
  WCHC: 'Wheelchair; cannot walk, carried to the seat',
  VGML: 'Vegetarian meal (vegan)',
  VLML: 'Vegetarian meal (milk and eggs)',
  AVML: 'Asian vegetarian meal',
  HNML: 'Hindu meal',
  MOML: 'Muslim meal (halal)',
  KSML: 'Kosher meal',
  GFML: 'Gluten-free meal',
  DBML: 'Diabetic meal',
  LSML: 'Low-salt meal',
  CHML: "Child's meal",
  BBML: 'Baby meal',
  BLND: 'Blind or low vision',
  DEAF: 'Deaf or hard of hearing',
  DPNA: 'Intellectual or developmental disability, needs assistance',
  MAAS: 'Meet and assist',
  INFT: 'Infant on a lap',
};

export const serviceMessages = {
  servicesUpdated: 'Services updated',
  servicesClosed: 'Services can no longer be changed: this flight has departed or its bookings have closed.',
  notActive: 'Services can be changed only on an active booking.',
  accommodationSent: 'Request sent',
  accommodationTag: 'Accommodation request',
  accommodationSubject: (reference: string) => `Accommodation request for booking ${reference}`,
  accommodationConfirmation: (email: string) =>
    `We have your request and our team will answer you by e-mail at ${email}. It has not changed your booking yet.`,
} as const;
