import { createHash, webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { derSerial } from './der-serial.ts';

type CryptoKey = webcrypto.CryptoKey;
type CryptoKeyPair = webcrypto.CryptoKeyPair;

export const ECDSA_P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const OID = { commonName: '2.5.4.3', organisation: '2.5.4.10', timeStamping: '1.3.6.1.5.5.7.3.8' };
const TEN_YEARS_MS = 10 * 365 * 24 * 3600 * 1000;

export const newEcdsaKeyPair = () => webcrypto.subtle.generateKey(ECDSA_P256, true, ['sign', 'verify']) as Promise<CryptoKeyPair>;

export async function exportPkcs8(key: CryptoKey): Promise<Buffer> {
  return Buffer.from(await webcrypto.subtle.exportKey('pkcs8', key));
}

export const importEcdsaPrivateKey = (pkcs8: Buffer) => webcrypto.subtle.importKey('pkcs8', pkcs8, ECDSA_P256, false, ['sign']);

export const toPem = (der: ArrayBuffer | Buffer, label: string) =>
  `-----BEGIN ${label}-----\n${Buffer.from(der as ArrayBuffer)
    .toString('base64')
    .replace(/.{1,64}/g, '$&\n')}-----END ${label}-----\n`;

export const fromPem = (pem: string) => Buffer.from(pem.replace(/-----[^-]+-----|\s/g, ''), 'base64');

export const certificateFromPem = (pem: string) => pkijs.Certificate.fromBER(fromPem(pem));

export const certificateDer = (c: pkijs.Certificate) => Buffer.from(c.toSchema(true).toBER(false));

/** O=…, CN=… as two RDNs (pkijs would put attributes it builds into one multi-valued RDN). */
function name(organisation: string, commonName: string): pkijs.RelativeDistinguishedNames {
  const rdn = (type: string, value: string) =>
    new asn1js.Set({ value: [new pkijs.AttributeTypeAndValue({ type, value: new asn1js.Utf8String({ value }) }).toSchema()] });
  return pkijs.RelativeDistinguishedNames.fromBER(
    new asn1js.Sequence({ value: [rdn(OID.organisation, organisation), rdn(OID.commonName, commonName)] }).toBER(false),
  );
}

function keyUsage(bits: number, unused: number): pkijs.Extension {
  const value = new asn1js.BitString({ valueHex: new Uint8Array([bits]).buffer, unusedBits: unused });
  return new pkijs.Extension({ extnID: '2.5.29.15', critical: true, extnValue: value.toBER(false) });
}

const keyIdOf = (c: pkijs.Certificate) => createHash('sha1').update(Buffer.from(c.subjectPublicKeyInfo.subjectPublicKey.valueBlock.valueHexView)).digest();

interface CertificateSpec {
  organisation: string;
  commonName: string;
  publicKey: CryptoKey;
  /** Absent: self-signed with `signingKey`. */
  issuer?: pkijs.Certificate;
  signingKey: CryptoKey;
  /** A certificate authority (the organisation's timestamp root) or the timestamping key itself. */
  role: 'ROOT' | 'TIMESTAMPING';
}

/** An X.509 v3 certificate, ECDSA P-256 with SHA-256, valid ten years. */
export async function issueCertificate(spec: CertificateSpec): Promise<pkijs.Certificate> {
  const c = new pkijs.Certificate();
  c.version = 2;
  const serial = derSerial(16);
  c.serialNumber = new asn1js.Integer({ valueHex: serial });
  c.subject = name(spec.organisation, spec.commonName);
  c.issuer = spec.issuer ? spec.issuer.subject : name(spec.organisation, spec.commonName);
  c.notBefore.value = new Date(Date.now() - 60_000);
  c.notAfter.value = new Date(Date.now() + TEN_YEARS_MS);
  await c.subjectPublicKeyInfo.importKey(spec.publicKey);
  const extensions = [new pkijs.Extension({ extnID: '2.5.29.14', extnValue: new asn1js.OctetString({ valueHex: keyIdOf(c) }).toBER(false) })];
  if (spec.role === 'ROOT') {
    extensions.push(
      new pkijs.Extension({
        extnID: '2.5.29.19',
        critical: true,
        extnValue: new pkijs.BasicConstraints({ cA: true, pathLenConstraint: 0 }).toSchema().toBER(false),
      }),
    );
    extensions.push(keyUsage(0x06, 1)); // keyCertSign, cRLSign
  } else {
    extensions.push(new pkijs.Extension({ extnID: '2.5.29.19', critical: true, extnValue: new pkijs.BasicConstraints({ cA: false }).toSchema().toBER(false) }));
    extensions.push(keyUsage(0xc0, 6)); // digitalSignature, nonRepudiation
    // RFC 3161 §2.3: the TSA's certificate holds exactly one extended key usage, timeStamping, marked critical.
    extensions.push(
      new pkijs.Extension({
        extnID: '2.5.29.37',
        critical: true,
        extnValue: new pkijs.ExtKeyUsage({ keyPurposes: [OID.timeStamping] }).toSchema().toBER(false),
      }),
    );
  }
  if (spec.issuer) {
    const aki = new pkijs.AuthorityKeyIdentifier({ keyIdentifier: new asn1js.OctetString({ valueHex: keyIdOf(spec.issuer) }) });
    extensions.push(new pkijs.Extension({ extnID: '2.5.29.35', extnValue: aki.toSchema().toBER(false) }));
  }
  c.extensions = extensions;
  await c.sign(spec.signingKey, 'SHA-256');
  return c;
}
