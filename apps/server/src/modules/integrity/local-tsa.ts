import { webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { derSerial } from './der-serial.ts';
import { certificateDer } from './certificates.ts';
import { OID_SHA256, OID_TST_INFO, sha256 } from './rfc3161.ts';
import type { TimestampProvider } from './timestamp-provider.ts';

/**
 * The policy under which the local TSA stamps. It is this product's own identifier (no registered arc yet);
 * a verifier reads it only to tell the local authority's tokens from a contracted TSA's.
 */
export const LOCAL_TSA_POLICY = '1.3.6.1.4.1.0.3161.1';
const OID = {
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
};
const ab = (b: Buffer) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;

const refusal = (text: string, failBit: number) =>
  Buffer.from(
    new pkijs.TimeStampResp({
      status: new pkijs.PKIStatusInfo({
        status: 2,
        statusStrings: [new asn1js.Utf8String({ value: text })],
        failInfo: new asn1js.BitString({ valueHex: new Uint8Array([0x80 >> failBit]).buffer, unusedBits: 7 - failBit }),
      }),
    })
      .toSchema()
      .toBER(false),
  );

/** An RFC 3161 time-stamping authority run by the organisation itself (its own key, certified by its own root). */
export class LocalTsa implements TimestampProvider {
  readonly kind = 'LOCAL';

  constructor(
    private readonly certificate: pkijs.Certificate,
    private readonly key: webcrypto.CryptoKey,
  ) {}

  get name(): string {
    return this.certificate.subject.typesAndValues.map((tv) => String(tv.value.valueBlock.value)).join(' ');
  }

  async request(der: Buffer): Promise<Buffer> {
    let req: pkijs.TimeStampReq;
    try {
      req = pkijs.TimeStampReq.fromBER(ab(der));
    } catch {
      return refusal('malformed request', 5); // badDataFormat
    }
    if (req.messageImprint.hashAlgorithm.algorithmId !== OID_SHA256 || req.messageImprint.hashedMessage.valueBlock.valueHexView.byteLength !== 32) {
      return refusal('only SHA-256 imprints are accepted', 0); // badAlg
    }
    if (req.reqPolicy && req.reqPolicy !== LOCAL_TSA_POLICY) return refusal('unaccepted policy', 15);
    const now = new Date();
    const serial = derSerial(16);
    const tst = new pkijs.TSTInfo({
      version: 1,
      policy: LOCAL_TSA_POLICY,
      messageImprint: req.messageImprint,
      serialNumber: new asn1js.Integer({ valueHex: ab(serial) }),
      genTime: now,
      accuracy: new pkijs.Accuracy({ seconds: 1 }),
      ...(req.nonce && { nonce: req.nonce }),
      tsa: new pkijs.GeneralName({ type: 4, value: this.certificate.subject }),
    });
    const tstDer = Buffer.from(tst.toSchema().toBER(false));
    // ESS signing-certificate-v2 (RFC 5816): binds the signature to this certificate; OpenSSL requires it.
    const essCertId = new asn1js.Sequence({
      value: [
        new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [new asn1js.OctetString({ valueHex: ab(sha256(certificateDer(this.certificate))) })] })] }),
      ],
    });
    const signerInfo = new pkijs.SignerInfo({
      version: 1,
      sid: new pkijs.IssuerAndSerialNumber({ issuer: this.certificate.issuer, serialNumber: this.certificate.serialNumber }),
      signedAttrs: new pkijs.SignedAndUnsignedAttributes({
        type: 0,
        attributes: [
          new pkijs.Attribute({ type: OID.contentType, values: [new asn1js.ObjectIdentifier({ value: OID_TST_INFO })] }),
          new pkijs.Attribute({ type: OID.signingTime, values: [new asn1js.UTCTime({ valueDate: now })] }),
          new pkijs.Attribute({ type: OID.messageDigest, values: [new asn1js.OctetString({ valueHex: ab(sha256(tstDer)) })] }),
          new pkijs.Attribute({ type: OID.signingCertificateV2, values: [essCertId] }),
        ],
      }),
    });
    const signed = new pkijs.SignedData({
      version: 3,
      encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID_TST_INFO, eContent: new asn1js.OctetString({ valueHex: ab(tstDer) }) }),
      signerInfos: [signerInfo],
      ...(req.certReq && { certificates: [this.certificate] }),
    });
    await signed.sign(this.key, 0, 'SHA-256');
    const token = new pkijs.ContentInfo({ contentType: pkijs.ContentInfo.SIGNED_DATA, content: signed.toSchema(true) });
    return Buffer.from(new pkijs.TimeStampResp({ status: new pkijs.PKIStatusInfo({ status: 0 }), timeStampToken: token }).toSchema().toBER(false));
  }
}
