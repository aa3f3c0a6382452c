import { randomBytes } from 'node:crypto';

/**
 * `size` random bytes for a DER INTEGER (a serial number, a nonce) that is positive and minimally encoded as it is:
 * the first byte is 0x40–0x7f. Clearing only the top bit left a 0x00 first byte once in 128 draws, and with a second
 * byte below 0x80 that is padding DER forbids (OpenSSL refused such a timestamp token: "illegal padding").
 */
export function derSerial(size: number): Buffer {
  const bytes = randomBytes(size);
  bytes[0] = (bytes[0] & 0x3f) | 0x40;
  return bytes;
}
