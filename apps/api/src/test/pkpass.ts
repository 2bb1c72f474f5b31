import { createHash } from 'node:crypto';
import { unzipSync } from 'fflate';
import forge from 'node-forge';

/** A .pkpass opened: its files, pass.json and manifest.json parsed. */
export function openPkpass(archive: Buffer) {
  const files = unzipSync(new Uint8Array(archive));
  const json = (name: string): unknown => JSON.parse(Buffer.from(files[name]!).toString('utf8'));
  return {
    files,
    pass: json('pass.json') as Record<string, unknown>,
    manifest: json('manifest.json') as Record<string, string>,
  };
}

export const sha1 = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest('hex');

const binary = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('binary');

/**
 * Checks a detached PKCS#7 signature over `content` as a verifier would: the signed attributes carry
 * the content's SHA-1, the signer's key signed those attributes, and the certificate it sends is
 * `signerCert`, issued by `authority`. Returns the problems found, none when it verifies.
 */
export function signatureProblems(
  signature: Uint8Array,
  content: Uint8Array,
  signerCert: string,
  authority: string,
): string[] {
  const { asn1, pki } = forge;
  const message = forge.pkcs7.messageFromAsn1(
    asn1.fromDer(binary(signature)),
  ) as forge.pkcs7.PkcsSignedData & {
    rawCapture: { signerInfos: forge.asn1.Asn1[] };
  };
  const problems: string[] = [];
  const signer = message.certificates.find(
    (c) => pki.certificateToPem(c) === pki.certificateToPem(pki.certificateFromPem(signerCert)),
  );
  if (!signer) return ['the signature does not carry the signer certificate'];
  const issued = () => {
    try {
      return pki.certificateFromPem(authority).verify(signer);
    } catch {
      return false; // forge throws when another key signed the certificate
    }
  };
  if (!issued()) problems.push('the signer is not issued by the authority');
  const [info] = message.rawCapture.signerInfos;
  const parts = (info?.value ?? []) as forge.asn1.Asn1[];
  const attributes = parts.find((p) => p.tagClass === asn1.Class.CONTEXT_SPECIFIC && p.type === 0);
  const sealed = parts.find((p) => p.tagClass === asn1.Class.UNIVERSAL && p.type === asn1.Type.OCTETSTRING);
  if (!attributes || !sealed) return [...problems, 'no signed attributes or no signature value'];
  const digest = (attributes.value as forge.asn1.Asn1[]).flatMap((attribute) => {
    const [oid, values] = attribute.value as forge.asn1.Asn1[];
    if (asn1.derToOid(oid!.value as string) !== pki.oids.messageDigest) return [];
    return [((values!.value as forge.asn1.Asn1[])[0]!.value as string) ?? ''];
  })[0];
  if (digest !== createHash('sha1').update(content).digest('binary'))
    problems.push("the signed digest is not the content's SHA-1");
  // the signature covers the attributes encoded as a SET, not as their [0] tag
  const signed = asn1.toDer(
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, attributes.value as forge.asn1.Asn1[]),
  );
  const hash = forge.md.sha1.create().update(signed.getBytes());
  try {
    if (
      !(signer.publicKey as forge.pki.rsa.PublicKey).verify(hash.digest().getBytes(), sealed.value as string)
    )
      problems.push("the signature does not verify with the signer's key");
  } catch {
    problems.push("the signature does not verify with the signer's key");
  }
  return problems;
}
