import { z } from 'zod';
import { idSchema } from './common';

/**
 * Apple Wallet's pass web service, as Wallet calls it (docs/product.md#1461-boarding-passes-in-apple-wallet):
 * the device's registrations of a pass and the passes changed since a tag.
 */

const deviceLibraryIdentifier = z.string().regex(/^[\w.-]{1,100}$/, 'Invalid device library identifier');
const passTypeIdentifier = z.string().regex(/^pass\.[A-Za-z0-9.-]{1,200}$/, 'Invalid pass type identifier');

export const walletDeviceParams = z.object({ deviceLibraryIdentifier, passTypeIdentifier });
export const walletRegistrationParams = walletDeviceParams.extend({ serialNumber: idSchema });
export const walletPassParams = z.object({ passTypeIdentifier, serialNumber: idSchema });

export const walletRegistrationBody = z.object({
  pushToken: z.string().regex(/^[A-Z0-9]{1,256}$/i, 'Invalid push token'),
});

export const walletUpdatedQuery = z.object({
  /** the `lastUpdated` tag of the device's previous call */
  passesUpdatedSince: z
    .string()
    .regex(/^\d{1,15}$/, 'Invalid tag')
    .optional(),
});

/** Wallet reads this object as it is, not inside the wrapper. */
export const walletUpdatedSerials = z.object({
  serialNumbers: z.array(z.string()),
  lastUpdated: z.string(),
});

export const walletLogBody = z.object({ logs: z.array(z.string().max(2000)).max(50) });

export const walletServiceMessages = {
  registered: 'Device registered for the pass',
  unregistered: 'Device unregistered from the pass',
  logged: 'Logs received',
  tooManyDevices: 'This pass or this device has too many registrations',
  badToken: 'The pass authentication token is missing or wrong',
} as const;
