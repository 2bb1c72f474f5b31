import { HDKey } from '@scure/bip32';
import { NETWORK, TEST_NETWORK, p2wpkh } from '@scure/btc-signer';
import { btcAmount } from '@skylark/contract';

/** BIP32 version bytes of the two spellings of an account key, on Bitcoin's main and test networks */
const VERSIONS = {
  xpub: { private: 0x0488ade4, public: 0x0488b21e },
  zpub: { private: 0x04b2430c, public: 0x04b24746 },
  tpub: { private: 0x04358394, public: 0x043587cf },
  vpub: { private: 0x045f18bc, public: 0x045f1cf6 },
} as const;
const PREFIXES = { main: ['xpub', 'zpub'], test: ['tpub', 'vpub'] } as const;
const ACCOUNT_DEPTH = 3; // m / 84' / coin' / account'

/**
 * The embedded default's demo account, on the test network (tb1… addresses, worthless coins): m/84'/1'/0'
 * of the published test mnemonic "abandon … about". Never used where DATABASE_URL, BTC_XPUB or
 * BTC_ADDRESSES is set.
 */
export const DEMO_ACCOUNT_KEY =
  'vpub5Y6cjg78GGuNLsaPhmYsiw4gYX3HoQiRBiSwDaBXKUafCt9bNwWQiitDk5VZ5BVxYnQdwoTyXSs2JHRPAgjAvtbBrf8ZhDYe2jWAqvZVnsc';

/** Addresses on Bitcoin's test networks (bech32 tb1…, regtest bcrt1…): shown as a demo. */
export const isTestNetworkAddress = (address: string) => /^(?:tb1|bcrt1)/i.test(address);
const MAX_KEY_LENGTH = 200;

/** A BIP84 account (m/84'/0'/n'): native SegWit receiving addresses m/…/0/index (docs/product.md#143-paying-for-a-booking). */
export interface Bip84Account {
  /** the account's public key in hex: the same key spelt xpub or zpub is the same account */
  id: string;
  addressAt(index: number): string;
}

export class AccountKeyError extends Error {}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/**
 * Reads an `xpub…` or `zpub…` account key (`tpub…` or `vpub…` on the test network); anything else
 * (a private key too) is refused.
 */
export function parseAccountKey(key: string, network: 'main' | 'test' = 'main'): Bip84Account {
  const prefix = PREFIXES[network].find((p) => key.startsWith(p));
  if (key.length > MAX_KEY_LENGTH || !prefix) {
    throw new AccountKeyError(
      `must be a BIP84 account public key starting with ${PREFIXES[network].join(' or ')}`,
    );
  }
  let account: HDKey;
  try {
    account = HDKey.fromExtendedKey(key, VERSIONS[prefix]);
  } catch {
    throw new AccountKeyError('is not a valid extended public key');
  }
  if (account.privateKey || !account.publicKey) {
    throw new AccountKeyError('must be a public key, never a private one');
  }
  if (account.depth !== ACCOUNT_DEPTH) {
    throw new AccountKeyError(`must be an account key (depth 3, m/84'/${network === 'main' ? 0 : 1}'/n')`);
  }
  const receive = account.deriveChild(0);
  return {
    id: hex(account.publicKey),
    addressAt(index) {
      const child = receive.deriveChild(index);
      const address =
        child.publicKey && p2wpkh(child.publicKey, network === 'main' ? NETWORK : TEST_NETWORK).address;
      if (!address) throw new Error(`No address at index ${index}`);
      return address;
    },
  };
}

/** A BIP21 URI: the amount in BTC when the invoice has one, and a label. */
export const bip21Uri = (address: string, label: string, amountSats?: number | null) =>
  `bitcoin:${address}?${amountSats ? `amount=${btcAmount(amountSats)}&` : ''}label=${encodeURIComponent(label)}`;

/** The explorer link of an address from a template holding `{address}`. */
export const explorerLink = (template: string, address: string) =>
  template.replaceAll('{address}', encodeURIComponent(address));
