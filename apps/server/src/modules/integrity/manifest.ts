import { canonicalJson } from '../oplog/oplog.api.ts';
import { dualHash, type DualHash } from './dual-hash.ts';

/** What a manifest describes: the artefact's hashes and non-personal metadata (name, size, type, number …). */
export interface ManifestInput {
  kind: string;
  ref: string;
  artefact: DualHash;
  metadata?: Record<string, unknown>;
}

export interface Manifest {
  /** The object that was hashed. */
  body: Record<string, unknown>;
  /** Its canonical JSON: the bytes both hashes cover. */
  json: string;
  hash: DualHash;
}

export function manifestOf(input: ManifestInput): Manifest {
  const body = { v: 1, kind: input.kind, ref: input.ref, sha256: input.artefact.sha256, sm3: input.artefact.sm3, metadata: input.metadata ?? {} };
  return manifestFromBody(body);
}

/** The manifest of a body read back (e.g. from jsonb): the same hashes when nothing changed. */
export function manifestFromBody(body: Record<string, unknown>): Manifest {
  const json = canonicalJson(body);
  return { body, json, hash: dualHash(json) };
}
