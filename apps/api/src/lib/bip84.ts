import { HDKey } from '@scure/bip32';
import { NETWORK, p2wpkh } from '@scure/btc-signer';
import { btcAmount } from '@skylark/contract';

/** BIP32 version bytes of the two spellings of a mainnet account key */
const VERSIONS = {
  xpub: { private: 0x0488ade4, public: 0x0488b21e },
  zpub: { private: 0x04b2430c, public: 0x04b24746 },
} as const;
const ACCOUNT_DEPTH = 3; // m / 84' / 0' / account'
const MAX_KEY_LENGTH = 200;

/** A BIP84 account (m/84'/0'/n'): native SegWit receiving addresses m/…/0/index (docs/product.md §14.3). */
export interface Bip84Account {
  /** the account's public key in hex: the same key spelt xpub or zpub is the same account */
  id: string;
  addressAt(index: number): string;
}

export class AccountKeyError extends Error {}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** Reads an `xpub…` or `zpub…` account key; anything else (a private key too) is refused. */
export function parseAccountKey(key: string): Bip84Account {
  const prefix = key.slice(0, 4);
  if (key.length > MAX_KEY_LENGTH || (prefix !== 'xpub' && prefix !== 'zpub')) {
    throw new AccountKeyError('must be a BIP84 account public key starting with xpub or zpub');
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
    throw new AccountKeyError("must be an account key (depth 3, m/84'/0'/n')");
  }
  const receive = account.deriveChild(0);
  return {
    id: hex(account.publicKey),
    addressAt(index) {
      const child = receive.deriveChild(index);
      const address = child.publicKey && p2wpkh(child.publicKey, NETWORK).address;
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
