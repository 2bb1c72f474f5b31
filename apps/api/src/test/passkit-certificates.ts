import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

/**
 * A self-signed stand-in for Apple's WWDR authority and a pass type certificate it issued, made per
 * test run: the Wallet settings a test app signs its passes with.
 */
export interface TestPassCertificates {
  wwdr: string;
  signerCert: string;
  signerKey: string;
  passphrase: string;
  env: Record<string, string>;
}

/** the pass key's passphrase */
export const PASSPHRASE = 'test-passphrase';

const keyPair = () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  return { privateKey: key, publicKey: forge.pki.setRsaPublicKey(key.n, key.e) };
};

function certificate(
  subject: forge.pki.CertificateField[],
  keys: { publicKey: forge.pki.PublicKey },
  issuer: { subject: forge.pki.CertificateField[]; privateKey: forge.pki.rsa.PrivateKey },
  serial: string,
  ca: boolean,
) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = serial;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  cert.setSubject(subject);
  cert.setIssuer(issuer.subject);
  cert.setExtensions([{ name: 'basicConstraints', cA: ca }]);
  cert.sign(issuer.privateKey, forge.md.sha256.create());
  return cert;
}

export function makePassCertificates(
  passTypeIdentifier = 'pass.example.skylark.boarding',
  teamIdentifier = 'SKY1234567',
): TestPassCertificates {
  const caKeys = keyPair();
  const caSubject = [{ name: 'commonName', value: 'Test WWDR Authority' }];
  const ca = certificate(
    caSubject,
    caKeys,
    { subject: caSubject, privateKey: caKeys.privateKey },
    '01',
    true,
  );
  const signerKeys = keyPair();
  const signer = certificate(
    [
      { name: 'commonName', value: `Pass Type ID: ${passTypeIdentifier}` },
      { name: 'organizationalUnitName', value: teamIdentifier },
    ],
    signerKeys,
    { subject: caSubject, privateKey: caKeys.privateKey },
    '02',
    false,
  );
  const passphrase = PASSPHRASE;
  const wwdr = forge.pki.certificateToPem(ca);
  const signerCert = forge.pki.certificateToPem(signer);
  const signerKey = forge.pki.encryptRsaPrivateKey(signerKeys.privateKey, passphrase);
  return {
    wwdr,
    signerCert,
    signerKey,
    passphrase,
    env: {
      PASSKIT_CERT: signerCert,
      PASSKIT_KEY: signerKey,
      PASSKIT_KEY_PASSPHRASE: passphrase,
      PASSKIT_WWDR: wwdr,
      PASS_TYPE_IDENTIFIER: passTypeIdentifier,
      TEAM_IDENTIFIER: teamIdentifier,
    },
  };
}
