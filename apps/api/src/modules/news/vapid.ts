import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import type { PushSettings } from '../../config';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID keys devices subscribe with: the settings', else a pair generated at the first start and
 * kept in DATA_DIR (decision 096). Processes starting together on one DATA_DIR race to write it: the
 * pair is written whole to a file of its own and linked into place, which fails if another process
 * linked first, so a reader never sees it half written and the loser reads the winner's.
 */
export function vapidKeys(settings: Pick<PushSettings, 'vapidKeys'>, dataDir: string): VapidKeys {
  if (settings.vapidKeys) return settings.vapidKeys;
  const file = join(dataDir, 'vapid-keys.json');
  const read = () => JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys;
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const made = webpush.generateVAPIDKeys();
  const draft = `${file}.${randomBytes(6).toString('hex')}`;
  fs.writeFileSync(draft, JSON.stringify(made), { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(draft, file);
    return made;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return read();
  } finally {
    fs.rmSync(draft, { force: true });
  }
}
