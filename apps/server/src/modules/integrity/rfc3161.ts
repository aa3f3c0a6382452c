import { createHash } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { derSerial } from './der-serial.ts';

export const OID_SHA256 = '2.16.840.1.101.3.4.2.1';
export const OID_TST_INFO = '1.2.840.113549.1.9.16.1.4';
const OID_SIGNED_DATA = '1.2.840.113549.1.7.2';

const buf = (v: ArrayBuffer | Uint8Array) => Buffer.from(v instanceof Uint8Array ? v : new Uint8Array(v));
const ab = (b: Buffer) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;

/** A TimeStampReq (DER) over a SHA-256 digest, asking for the TSA's certificate and carrying a nonce. */
export function timestampRequest(sha256Hex: string): { der: Buffer; nonce: Buffer } {
  const nonce = derSerial(8);
  const req = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: OID_SHA256 }),
      hashedMessage: new asn1js.OctetString({ valueHex: ab(Buffer.from(sha256Hex, 'hex')) }),
    }),
    nonce: new asn1js.Integer({ valueHex: ab(nonce) }),
    certReq: true,
  });
  return { der: buf(req.toSchema().toBER(false)), nonce };
}

/** What a stored token says, read from its TSTInfo. */
export interface TokenInfo {
  genTime: Date;
  /** Hex. */
  serial: string;
  tsaName: string;
  imprintAlgorithm: string;
  /** Hex. */
  imprint: string;
  nonce: string | null;
}

function signedDataOf(token: Buffer): pkijs.SignedData {
  const info = pkijs.ContentInfo.fromBER(ab(token));
  if (info.contentType !== OID_SIGNED_DATA) throw new Error('timestamp token is not CMS SignedData');
  return new pkijs.SignedData({ schema: info.content });
}

function nameText(n: pkijs.RelativeDistinguishedNames): string {
  return n.typesAndValues
    .map((tv) => `${tv.type === '2.5.4.3' ? 'CN' : tv.type === '2.5.4.10' ? 'O' : tv.type}=${String(tv.value.valueBlock.value)}`)
    .join(', ');
}

export function tokenInfo(token: Buffer): TokenInfo {
  const signed = signedDataOf(token);
  const content = signed.encapContentInfo.eContent;
  if (signed.encapContentInfo.eContentType !== OID_TST_INFO || !content) throw new Error('timestamp token carries no TSTInfo');
  const tst = pkijs.TSTInfo.fromBER(content.getValue());
  const signer = signed.certificates?.find((c): c is pkijs.Certificate => c instanceof pkijs.Certificate);
  const tsaName = tst.tsa?.type === 4 ? nameText(tst.tsa.value as pkijs.RelativeDistinguishedNames) : signer ? nameText(signer.subject) : '';
  return {
    genTime: tst.genTime,
    serial: buf(tst.serialNumber.valueBlock.valueHexView).toString('hex'),
    tsaName,
    imprintAlgorithm: tst.messageImprint.hashAlgorithm.algorithmId,
    imprint: buf(tst.messageImprint.hashedMessage.valueBlock.valueHexView).toString('hex'),
    nonce: tst.nonce ? buf(tst.nonce.valueBlock.valueHexView).toString('hex') : null,
  };
}

/** The token of a TimeStampResp, refused unless granted and over the digest and nonce that were asked for. */
export function tokenFromResponse(der: Buffer, sha256Hex: string, nonce: Buffer): Buffer {
  const resp = pkijs.TimeStampResp.fromBER(ab(der));
  const status = resp.status.status;
  if ((status !== 0 && status !== 1) || !resp.timeStampToken) {
    throw new Error(
      `timestamp refused (status ${status}${resp.status.statusStrings?.length ? `: ${resp.status.statusStrings.map((s) => s.valueBlock.value).join('; ')}` : ''})`,
    );
  }
  const token = buf(resp.timeStampToken.toSchema().toBER(false));
  const info = tokenInfo(token);
  if (info.imprintAlgorithm !== OID_SHA256 || info.imprint !== sha256Hex) throw new Error('timestamp token is over another digest');
  if (info.nonce !== null && BigInt(`0x${info.nonce}`) !== BigInt(`0x${nonce.toString('hex')}`)) throw new Error('timestamp token answers another request');
  return token;
}

export interface TokenCheck {
  valid: boolean;
  /** Why not, or what could not be checked. */
  reason: string | null;
}

/**
 * Checks a token: that it covers `data` (its imprint is data's SHA-256), the signature over its TSTInfo
 * and the signer certificate's chain up to one of `trusted` (when none is given — a contracted TSA whose
 * root is not configured — the signature is checked against the certificate the token carries).
 */
export async function checkToken(token: Buffer, data: Buffer, trusted: pkijs.Certificate[]): Promise<TokenCheck> {
  try {
    const info = tokenInfo(token);
    if (info.imprintAlgorithm !== OID_SHA256 || info.imprint !== sha256(data).toString('hex')) return { valid: false, reason: '时间戳所盖的摘要与记录不一致' };
    const signed = signedDataOf(token);
    const result = await signed.verify({ signer: 0, data: ab(data), trustedCerts: trusted, checkChain: trusted.length > 0, extendedMode: true });
    if (!result.signatureVerified) return { valid: false, reason: '时间戳签名无效' };
    if (trusted.length > 0 && !result.signerCertificateVerified) return { valid: false, reason: '时间戳证书不受信任' };
    return { valid: true, reason: null };
  } catch (e) {
    return { valid: false, reason: `时间戳无法解析：${(e as Error).message}` };
  }
}

export const sha256 = (data: ArrayBuffer | Buffer) =>
  createHash('sha256')
    .update(Buffer.isBuffer(data) ? data : buf(data))
    .digest();
