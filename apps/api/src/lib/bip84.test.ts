import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HDKey } from '@scure/bip32';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { DEMO_ACCOUNT_KEY, bip21Uri, explorerLink, isTestNetworkAddress, parseAccountKey } from './bip84';

// BIP-0084 test vectors: mnemonic "abandon abandon … about", account 0 (m/84'/0'/0')
const ZPUB =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
const ZPRV =
  'zprvAdG4iTXWBoARxkkzNpNh8r6Qag3irQB8PzEMkAFeTRXxHpbF9z4QgEvBRmfvqWvGp42t42nvgGpNgYSJA9iefm1yYNZKEm7z6qUWCroSQnE';
const FIRST = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const SECOND = 'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g';

/** The same account key spelt with xpub version bytes. */
function asXpub(zpub: string): string {
  const k = HDKey.fromExtendedKey(zpub, { private: 0x04b2430c, public: 0x04b24746 });
  return new HDKey({
    depth: k.depth,
    index: k.index,
    parentFingerprint: k.parentFingerprint,
    chainCode: k.chainCode!,
    publicKey: k.publicKey!,
  }).publicExtendedKey;
}

describe('BIP84 receiving addresses', () => {
  it('derives the published test-vector addresses from the zpub and from the same key as xpub', () => {
    const z = parseAccountKey(ZPUB);
    expect([z.addressAt(0), z.addressAt(1)]).toEqual([FIRST, SECOND]);
    const xpub = asXpub(ZPUB);
    expect(xpub.startsWith('xpub')).toBe(true);
    const x = parseAccountKey(xpub);
    expect([x.addressAt(0), x.addressAt(1)]).toEqual([FIRST, SECOND]);
    expect(x.id).toBe(z.id);
  });

  it('refuses a private key, a key that is not an account key, and garbage', () => {
    expect(() => parseAccountKey(ZPRV)).toThrow(/xpub or zpub/);
    const root = HDKey.fromMasterSeed(new Uint8Array(32).fill(7));
    expect(() => parseAccountKey(root.publicExtendedKey)).toThrow(/depth 3/);
    expect(() => parseAccountKey(`${ZPUB.slice(0, -1)}t`)).toThrow(/not a valid/);
    expect(() => parseAccountKey('zpub' + 'x'.repeat(300))).toThrow(/xpub or zpub/);
  });

  it('builds a BIP21 URI labelled with the tracking ID, without an amount, and the explorer link', () => {
    expect(bip21Uri(FIRST, 'K7M2X9P4Q8RT')).toBe(`bitcoin:${FIRST}?label=K7M2X9P4Q8RT`);
    expect(explorerLink('https://mempool.space/address/{address}', FIRST)).toBe(
      `https://mempool.space/address/${FIRST}`,
    );
  });

  it('stops the start on a bad BTC_XPUB or BTC_EXPLORER_URL, naming the variable', () => {
    const dir = mkdtempSync(join(tmpdir(), 'skylark-bip84-'));
    expect(() => loadConfig({ DATA_DIR: dir, BTC_XPUB: ZPRV })).toThrow(
      'BTC_XPUB: must be a BIP84 account public key starting with xpub or zpub',
    );
    expect(() => loadConfig({ DATA_DIR: dir, BTC_XPUB: 'zpub-nonsense' })).toThrow(/BTC_XPUB/);
    expect(() => loadConfig({ DATA_DIR: dir, BTC_EXPLORER_URL: 'https://x.test/tx' })).toThrow(
      /BTC_EXPLORER_URL/,
    );
    const config = loadConfig({ DATA_DIR: dir, BTC_XPUB: ZPUB });
    expect(config.btcAccount?.addressAt(0)).toBe(FIRST);
    expect(config.btcExplorerUrl).toBe('https://mempool.space/address/{address}');
    expect(loadConfig({ DATA_DIR: dir, BTC_ADDRESSES: 'bc1qownaddress' }).btcAccount).toBeUndefined();
  });

  it("derives the demo's test-network addresses (m/84'/1'/0' of the same mnemonic), and BTC_XPUB takes no test key", () => {
    const demo = parseAccountKey(DEMO_ACCOUNT_KEY, 'test');
    expect(demo.addressAt(0)).toBe('tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl');
    expect(demo.addressAt(1)).toMatch(/^tb1q/);
    expect(demo.addressAt(1)).not.toBe(demo.addressAt(0));
    expect(isTestNetworkAddress(demo.addressAt(0))).toBe(true);
    expect(isTestNetworkAddress(FIRST)).toBe(false);
    expect(() => parseAccountKey(DEMO_ACCOUNT_KEY)).toThrow(/starting with xpub or zpub/);
    expect(() => parseAccountKey(ZPUB, 'test')).toThrow(/starting with tpub or vpub/);
  });
});
