import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PASSPHRASE, makePassCertificates } from '../../apps/api/src/test/passkit-certificates';

/**
 * The Apple Wallet settings of the e2e servers: a stand-in authority and pass certificate made once
 * per run, kept as PEM files (the config loads again in every worker, which finds them).
 */
export function walletSettings(dir: string): Record<string, string> {
  const file = (name: string) => join(dir, name);
  if (!existsSync(file('key.pem'))) {
    const made = makePassCertificates();
    mkdirSync(dir, { recursive: true });
    writeFileSync(file('cert.pem'), made.signerCert);
    writeFileSync(file('wwdr.pem'), made.wwdr);
    writeFileSync(file('key.pem'), made.signerKey);
  }
  return {
    PASSKIT_CERT: file('cert.pem'),
    PASSKIT_KEY: file('key.pem'),
    PASSKIT_KEY_PASSPHRASE: PASSPHRASE,
    PASSKIT_WWDR: file('wwdr.pem'),
    PASS_TYPE_IDENTIFIER: 'pass.example.skylark.boarding',
    TEAM_IDENTIFIER: 'SKY1234567',
  };
}
