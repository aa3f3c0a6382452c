import * as asn1js from 'asn1js';
import { describe, expect, it } from 'vitest';
import { derSerial } from './der-serial.ts';

describe('derSerial', () => {
  it('is always a positive, minimally encoded DER INTEGER of the asked size', () => {
    for (let i = 0; i < 2000; i++) {
      const bytes = derSerial(16);
      expect(bytes.length).toBe(16);
      // BER decoding keeps the bytes as written; a DER INTEGER may not start with 0x00 before a byte below 0x80
      // (padding) nor with a set top bit (negative).
      const der = Buffer.from(new asn1js.Integer({ valueHex: new Uint8Array(bytes).buffer }).toBER());
      expect(der.subarray(2)).toEqual(bytes);
      expect(bytes[0]).toBeGreaterThanOrEqual(0x40);
      expect(bytes[0]).toBeLessThanOrEqual(0x7f);
    }
  });
});
