import fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { vapidKeys } from './vapid';

const writeFileSync = fs.writeFileSync;
const NO_KEYS_SET = { vapidKeys: undefined };
afterEach(() => vi.restoreAllMocks());

describe('the VAPID keys kept in DATA_DIR (docs/decisions/096)', () => {
  it('are one pair for two processes starting together, the second never reading the first half written', () => {
    const dataDir = join(fs.mkdtempSync(join(tmpdir(), 'skylark-vapid-')), 'data');
    let second: string | undefined;
    vi.spyOn(fs, 'writeFileSync').mockImplementationOnce((file, data, options) => {
      // the file is there and its bytes are not yet written, when another process starts
      writeFileSync(file, '', options);
      second = vapidKeys(NO_KEYS_SET, dataDir).publicKey;
      writeFileSync(file, data, { mode: 0o600 });
    });
    const first = vapidKeys(NO_KEYS_SET, dataDir).publicKey;
    expect(second).toBe(first);
    expect(vapidKeys(NO_KEYS_SET, dataDir).publicKey).toBe(first);
    expect(fs.readdirSync(dataDir)).toEqual(['vapid-keys.json']);
  });
});
