import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Sealed values start with this; anything else is a value stored before sealing existed. */
const PREFIX = 'v1.';

/** Secrets kept in the database (TOTP secrets) sealed with AES-256-GCM under a key of their own. */
export interface SecretBox {
  seal(plain: string): string;
  /** the plain value of a sealed one; a value stored before sealing is returned as it is */
  open(stored: string): string;
  isSealed(stored: string): boolean;
}

/** The key is derived from DATA_KEY (or JWT_SECRET) for this one purpose. */
export function secretBox(dataKey: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', dataKey, '', 'skylark totp secrets', 32));
  const isSealed = (stored: string) => stored.startsWith(PREFIX);
  return {
    isSealed,
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.');
    },
    open(stored) {
      if (!isSealed(stored)) return stored;
      const [iv = '', tag = '', sealed = ''] = stored.slice(PREFIX.length).split('.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
