import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { tenantId, tenants } from '../tenant/tenant.table.ts';

/**
 * 完整性链: append-only and hash-chained per organisation, like the operation log. One entry per artefact
 * made final (a certificate, an evidence package, a recording): its hashes, its manifest's hashes and
 * `hash` = SHA-256 over the entry and `prevHash`. A trigger refuses updates and deletes.
 */
export const integrityChain = pgTable(
  'integrity_chain',
  {
    tenantId: tenantId(),
    /** 1, 2, 3 … per organisation. */
    seq: integer('seq').notNull(),
    /** What the artefact is, e.g. CERTIFICATE, EVIDENCE, RECORDING, ARCHIVE. */
    kind: varchar('kind', { length: 32 }).notNull(),
    /** The artefact's reference number (certificate number, evidence number …), never personal data. */
    ref: varchar('ref', { length: 128 }).notNull(),
    artefactSha256: varchar('artefact_sha256', { length: 64 }).notNull(),
    artefactSm3: varchar('artefact_sm3', { length: 64 }).notNull(),
    /** The manifest as hashed (canonical JSON of the artefact's hashes and metadata). */
    manifest: jsonb('manifest').$type<Record<string, unknown>>().notNull(),
    manifestSha256: varchar('manifest_sha256', { length: 64 }).notNull(),
    manifestSm3: varchar('manifest_sm3', { length: 64 }).notNull(),
    prevHash: varchar('prev_hash', { length: 64 }).notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.seq] }),
    index('integrity_chain_artefact_sha256_idx').on(t.artefactSha256),
    index('integrity_chain_artefact_sm3_idx').on(t.artefactSm3),
    index('integrity_chain_manifest_sha256_idx').on(t.manifestSha256),
    index('integrity_chain_manifest_sm3_idx').on(t.manifestSm3),
  ],
);

/**
 * An organisation's keys, made at first use: SIGN (SM2 or ECDSA P-256, for signed payloads), TSA_ROOT (the
 * self-signed certificate that anchors its timestamps) and TSA (the timestamping key, certified by TSA_ROOT).
 * Private keys are sealed with the installation's integrity key (docs/decisions/0004-integrity-keys.md).
 */
export const integrityKeys = pgTable(
  'integrity_keys',
  {
    /** First 16 bytes of the SHA-256 of the public key, hex. */
    id: varchar('id', { length: 32 }).primaryKey(),
    tenantId: tenantId(),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    /** SM2, ECDSA_P256. */
    algorithm: varchar('algorithm', { length: 16 }).notNull(),
    /** SM2: uncompressed point, hex; ECDSA: SPKI PEM. */
    publicKey: text('public_key').notNull(),
    /** AES-256-GCM sealed private key (iv.tag.ciphertext, base64). */
    sealedPrivateKey: text('sealed_private_key').notNull(),
    /** PEM, for TSA_ROOT and TSA. */
    certificate: text('certificate'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('integrity_keys_tenant_purpose_uq').on(t.tenantId, t.purpose)],
);

/** RFC 3161 tokens over chain entries' manifest SHA-256. */
export const integrityTimestamps = pgTable(
  'integrity_timestamps',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    seq: integer('seq').notNull(),
    /** LOCAL or HTTP. */
    provider: varchar('provider', { length: 8 }).notNull(),
    tsaName: varchar('tsa_name', { length: 300 }).notNull(),
    serial: varchar('serial', { length: 64 }).notNull(),
    genTime: timestamp('gen_time', { withTimezone: true }).notNull(),
    /** The TimeStampToken (CMS ContentInfo), DER, base64. */
    token: text('token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('integrity_timestamps_entry_idx').on(t.tenantId, t.seq)],
);

/** Per-organisation choices: signing algorithm and a contracted TSA (none: the local one). */
export const integritySettings = pgTable('integrity_settings', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  /** SM2 (default) or ECDSA_P256; applies when the signing key is made. */
  signatureAlgorithm: varchar('signature_algorithm', { length: 16 }).notNull().default('SM2'),
  tsaUrl: varchar('tsa_url', { length: 300 }),
  tsaUsername: varchar('tsa_username', { length: 128 }),
  /** Sealed like the private keys. */
  tsaSealedPassword: text('tsa_sealed_password'),
  /** The contracted TSA's root certificate (PEM): its tokens must chain to it to count as valid. */
  tsaCaCertificate: text('tsa_ca_certificate'),
  createdAt: createdAt(),
});
