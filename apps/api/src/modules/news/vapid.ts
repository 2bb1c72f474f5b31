import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import type { PushSettings } from '../../config';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID keys devices subscribe with: the settings', else a pair generated at the first start and
 * kept in DATA_DIR (decision 096). A process that loses the race to write it reads the winner's.
 */
export function vapidKeys(settings: PushSettings, dataDir: string): VapidKeys {
  if (settings.vapidKeys) return settings.vapidKeys;
  const file = join(dataDir, 'vapid-keys.json');
  const read = () => JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const made = webpush.generateVAPIDKeys();
  try {
    writeFileSync(file, JSON.stringify(made), { mode: 0o600, flag: 'wx' });
    return made;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return read();
  }
}
