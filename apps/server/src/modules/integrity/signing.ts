import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import { sm2 } from 'sm-crypto-v2';
import { canonicalJson } from '../oplog/oplog.api.ts';

export type SignatureAlgorithm = 'SM2' | 'ECDSA_P256';

export interface KeyMaterial {
  algorithm: SignatureAlgorithm;
  /** SM2: the uncompressed point, hex (04…); ECDSA: SPKI PEM. */
  publicKey: string;
  /** SM2: the scalar, hex; ECDSA: PKCS#8 PEM. */
  privateKey: string;
}

export function newSigningKey(algorithm: SignatureAlgorithm): KeyMaterial {
  if (algorithm === 'SM2') {
    const pair = sm2.generateKeyPairHex();
    return { algorithm, publicKey: pair.publicKey, privateKey: pair.privateKey };
  }
  const pair = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  return {
    algorithm,
    publicKey: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privateKey: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

/** A key's id: the first 16 bytes of the SHA-256 of its published form, hex. */
export const keyIdOf = (publicKey: string) => createHash('sha256').update(publicKey).digest('hex').slice(0, 32);

/**
 * The bytes a payload's signature covers: its canonical JSON, UTF-8. SM2 signs with SM3 and the default
 * user id of GB/T 35276 (1234567812345678); ECDSA with SHA-256. Signatures are DER, hex.
 */
const signedBytes = (payload: object) => new Uint8Array(Buffer.from(canonicalJson(payload), 'utf8'));

export function signPayload(key: Omit<KeyMaterial, 'publicKey'>, payload: object): string {
  if (key.algorithm === 'SM2') return sm2.doSignature(signedBytes(payload), key.privateKey, { hash: true, der: true });
  return sign('sha256', signedBytes(payload), createPrivateKey(key.privateKey)).toString('hex');
}

export function verifyPayload(key: Pick<KeyMaterial, 'algorithm' | 'publicKey'>, payload: object, signatureHex: string): boolean {
  try {
    if (key.algorithm === 'SM2') return sm2.doVerifySignature(signedBytes(payload), signatureHex, key.publicKey, { hash: true, der: true });
    return verify('sha256', signedBytes(payload), createPublicKey(key.publicKey), Buffer.from(signatureHex, 'hex'));
  } catch {
    return false;
  }
}
