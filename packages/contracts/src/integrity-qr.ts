import { Value } from '@sinclair/typebox/value';
import { SignedPayload } from './integrity.ts';

/**
 * The text of a certificate's QR code: the public verification page's address carrying the signed payload,
 * `<origin>/verify?p=<base64url(canonical JSON of the payload)>&s=<signature hex>`. Scanned with any phone it
 * opens /verify, which checks it at once; offline it verifies with the organisation's published key alone.
 * Runs in browsers and in Node alike (no Buffer).
 */

export const QR_VERIFY_PATH = '/verify';
const SIGNATURE = /^[0-9a-fA-F]{16,400}$/;
const PAYLOAD_KEYS = Object.keys(SignedPayload.properties).sort().join(',');

/** JSON with object keys sorted at every level and undefined members left out: the bytes a payload's signature covers. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The QR text for a signed payload; `origin` is where the office's verification page is served (no trailing slash needed). */
export function qrText(origin: string, payload: SignedPayload, signature: string): string {
  const p = base64url(new TextEncoder().encode(canonicalJson(payload)));
  return `${origin.replace(/\/+$/, '')}${QR_VERIFY_PATH}?p=${p}&s=${signature.toLowerCase()}`;
}

/** The query part of a QR text: a full address, `?p=…&s=…` or `p=…&s=…`. */
function queryOf(text: string): URLSearchParams {
  const trimmed = text.trim();
  const at = trimmed.indexOf('?');
  return new URLSearchParams(at >= 0 ? trimmed.slice(at + 1) : trimmed);
}

/**
 * The payload and signature a QR text carries, or null when it is not one: the payload must have exactly
 * the fields of `SignedPayload`, each valid, and the signature must be hexadecimal.
 */
export function parseQrText(text: string): { payload: SignedPayload; signature: string } | null {
  const query = queryOf(text);
  const p = query.get('p');
  const s = query.get('s');
  if (!p || !s || !SIGNATURE.test(s)) return null;
  const bytes = fromBase64url(p);
  if (!bytes) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return null;
  if (Object.keys(payload).sort().join(',') !== PAYLOAD_KEYS || !Value.Check(SignedPayload, payload)) return null;
  return { payload, signature: s.toLowerCase() };
}
