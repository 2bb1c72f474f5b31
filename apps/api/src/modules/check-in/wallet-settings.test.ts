import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { makePassCertificates } from '../../test/passkit-certificates';

const certificates = makePassCertificates();
const base = {
  NODE_ENV: 'test',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'skylark-wallet-')),
  LOG_LEVEL: 'silent',
};

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig({ ...base, ...env });
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems;
  }
};

describe('the Apple Wallet settings', () => {
  it('take PEM text or the path of a PEM file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'skylark-pem-'));
    const file = (name: string, text: string) => (writeFileSync(join(dir, name), text), join(dir, name));
    const config = loadConfig({
      ...base,
      ...certificates.env,
      PASSKIT_CERT: file('cert.pem', certificates.signerCert),
      PASSKIT_KEY: file('key.pem', certificates.signerKey),
    });
    expect(config.walletPass).toMatchObject({
      passTypeIdentifier: 'pass.example.skylark.boarding',
      teamIdentifier: 'SKY1234567',
      certificates: {
        signerCert: certificates.signerCert.trim(),
        signerKey: certificates.signerKey.trim(),
        signerKeyPassphrase: certificates.passphrase,
        wwdr: certificates.wwdr.trim(),
      },
    });
  });

  it('unset, the site offers no Wallet pass', () => {
    expect(loadConfig(base).walletPass).toBeUndefined();
  });

  it('go together, and each names what is wrong with it', () => {
    const { PASSKIT_CERT, PASSKIT_KEY } = certificates.env;
    expect(problemsOf({ PASSKIT_CERT: PASSKIT_CERT!, PASSKIT_KEY: PASSKIT_KEY! })).toEqual([
      'PASSKIT_WWDR: is required with PASSKIT_CERT, PASSKIT_KEY: the Apple Wallet settings go together',
      'PASS_TYPE_IDENTIFIER: is required with PASSKIT_CERT, PASSKIT_KEY: the Apple Wallet settings go together',
      'TEAM_IDENTIFIER: is required with PASSKIT_CERT, PASSKIT_KEY: the Apple Wallet settings go together',
    ]);
    expect(
      problemsOf({
        ...certificates.env,
        PASSKIT_WWDR: '/no/such/file.pem',
        PASSKIT_CERT: 'not a certificate',
        TEAM_IDENTIFIER: 'abc',
      }),
    ).toEqual([
      'PASSKIT_CERT: must be the pass type certificate as PEM text or the path of a readable file',
      "PASSKIT_WWDR: must be Apple's WWDR intermediate certificate as PEM text or the path of a readable file",
      'TEAM_IDENTIFIER: must be the 10-character Apple team identifier',
    ]);
  });
});
