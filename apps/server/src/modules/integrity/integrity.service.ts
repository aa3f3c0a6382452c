import type { IntegrityRecordMatch, IntegrityVerifyBody, IntegrityVerifyResult, PublishedKey, SignedPayload } from '@notaria/contracts';
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { asSystem, inTenant } from '../../db/scope.ts';
import { invalid } from '../../lib/app-error.ts';
import { tenants } from '../tenant/tenant.table.ts';
import { certificateFromPem } from './certificates.ts';
import { appendToChain, type ChainEntry, contentFault } from './chain.ts';
import { entriesListingFile, listedFileMatch } from './entry-proof.ts';
import { integrityChain, integrityKeys, integritySettings } from './integrity.table.ts';
import type { KeySeal } from './key-seal.ts';
import type { ManifestInput } from './manifest.ts';
import { signingKeyOf } from './org-keys.ts';
import { signPayload, type SignatureAlgorithm, verifyPayload } from './signing.ts';
import { checkStoredTimestamp, latestTimestamp, timestampEntry } from './timestamps.ts';

/** Appends an artefact to its organisation's chain, then timestamps it: the usual way to record one. */
export async function recordArtefact(db: Database, seal: KeySeal, tenantId: number, input: ManifestInput) {
  const entry = await inTenant(db, tenantId, (tx) => appendToChain(tx, tenantId, input));
  return { entry, timestamp: await timestampEntry(db, seal, tenantId, entry.seq) };
}

/** Signs the payload a certificate's QR code carries with the organisation's key. */
export async function signCertificatePayload(db: Database, seal: KeySeal, tenantId: number, fields: Omit<SignedPayload, 'keyId'>) {
  const key = await inTenant(db, tenantId, (tx) => signingKeyOf(tx, seal, tenantId));
  const payload: SignedPayload = { ...fields, documentHash: fields.documentHash.toLowerCase(), keyId: key.id };
  return { payload, signature: signPayload(key, payload) };
}

export interface IntegritySettingsInput {
  signatureAlgorithm?: SignatureAlgorithm;
  tsaUrl?: string | null;
  tsaUsername?: string | null;
  tsaPassword?: string | null;
  /** The contracted TSA's root certificate, PEM. */
  tsaCaCertificate?: string | null;
}

/** An organisation's signing algorithm (applies to a key not made yet) and contracted TSA. */
export async function saveIntegritySettings(db: Database, seal: KeySeal, tenantId: number, input: IntegritySettingsInput): Promise<void> {
  if (input.tsaCaCertificate) {
    try {
      certificateFromPem(input.tsaCaCertificate);
    } catch {
      throw invalid('时间戳机构根证书不是有效的 PEM 证书');
    }
  }
  const values = {
    ...(input.signatureAlgorithm && { signatureAlgorithm: input.signatureAlgorithm }),
    ...(input.tsaUrl !== undefined && { tsaUrl: input.tsaUrl }),
    ...(input.tsaUsername !== undefined && { tsaUsername: input.tsaUsername }),
    ...(input.tsaCaCertificate !== undefined && { tsaCaCertificate: input.tsaCaCertificate }),
    ...(input.tsaPassword !== undefined && { tsaSealedPassword: input.tsaPassword === null ? null : seal.seal(Buffer.from(input.tsaPassword)) }),
  };
  await inTenant(db, tenantId, (tx) =>
    tx
      .insert(integritySettings)
      .values({ tenantId, ...values })
      .onConflictDoUpdate({ target: integritySettings.tenantId, set: values }),
  );
}

/** Every organisation's signing key and timestamp root, for anyone to verify offline. */
export async function publishedKeys(db: Database): Promise<PublishedKey[]> {
  const rows = await asSystem(db, (tx) =>
    tx
      .select({ key: integrityKeys, organisation: tenants.name })
      .from(integrityKeys)
      .innerJoin(tenants, eq(tenants.id, integrityKeys.tenantId))
      .where(and(inArray(integrityKeys.purpose, ['SIGN', 'TSA_ROOT']), ne(tenants.status, 'DELETED')))
      .orderBy(integrityKeys.tenantId, integrityKeys.purpose),
  );
  return rows.map(({ key, organisation }) => ({
    keyId: key.id,
    purpose: key.purpose,
    algorithm: key.algorithm,
    publicKey: key.purpose === 'TSA_ROOT' ? key.certificate! : key.publicKey,
    organisation,
    createdAt: key.createdAt.toISOString(),
  }));
}

const MATCH_LIMIT = 10;
const HASH_COLUMNS = ['artefactSha256', 'artefactSm3', 'manifestSha256', 'manifestSm3'] as const;

/** Records whose hashes include `hash`, with what a stranger may learn of them. */
async function recordsMatching(db: Database, hash: string, tenantId?: number): Promise<IntegrityRecordMatch[]> {
  return asSystem(db, async (tx) => {
    const rows = await tx
      .select({ entry: integrityChain, organisation: tenants.name })
      .from(integrityChain)
      .innerJoin(tenants, eq(tenants.id, integrityChain.tenantId))
      .where(and(or(...HASH_COLUMNS.map((c) => eq(integrityChain[c], hash))), tenantId === undefined ? undefined : eq(integrityChain.tenantId, tenantId)))
      .orderBy(integrityChain.at)
      .limit(MATCH_LIMIT);
    const found = rows as { entry: ChainEntry; organisation: string }[];
    for (const entry of await entriesListingFile(tx, hash, tenantId)) {
      if (found.length < MATCH_LIMIT && !found.some((f) => f.entry.tenantId === entry.tenantId && f.entry.seq === entry.seq))
        found.push({ entry, organisation: (await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, entry.tenantId)))[0]?.name ?? '' });
    }
    const out: IntegrityRecordMatch[] = [];
    for (const { entry, organisation } of found) {
      const stamp = await latestTimestamp(tx, entry.tenantId, entry.seq);
      const check = stamp ? await checkStoredTimestamp(tx, entry, stamp) : null;
      out.push({
        organisation,
        kind: entry.kind,
        reference: entry.ref,
        at: entry.at.toISOString(),
        matches: HASH_COLUMNS.filter((c) => entry[c] === hash || c === listedFileMatch(entry, hash)),
        recordIntact: contentFault(entry) === null,
        timestamp:
          stamp && check
            ? { valid: check.valid, reason: check.reason, genTime: stamp.genTime.toISOString(), tsaName: stamp.tsaName, serial: stamp.serial }
            : null,
      });
    }
    return out;
  });
}

/**
 * Public verification: a hash (of a file or of its manifest, SHA-256 or SM3) against every organisation's
 * chain, or a signed payload against the published key it names (and its document hash against that
 * organisation's chain). Answers what a record is and when, never whom it concerns.
 */
export async function verifyPublic(db: Database, body: IntegrityVerifyBody): Promise<IntegrityVerifyResult> {
  if (body.payload || body.signature) {
    if (!body.payload || !body.signature) throw invalid('签名核验需要同时提供载荷和签名');
    const payload = body.payload;
    const [found] = await asSystem(db, (tx) =>
      tx
        .select({ key: integrityKeys, organisation: tenants.name })
        .from(integrityKeys)
        .innerJoin(tenants, eq(tenants.id, integrityKeys.tenantId))
        .where(and(eq(integrityKeys.id, payload.keyId), eq(integrityKeys.purpose, 'SIGN'))),
    );
    if (!found) return { matched: false, records: [], signature: null };
    const valid = verifyPayload(
      { algorithm: found.key.algorithm as SignatureAlgorithm, publicKey: found.key.publicKey },
      payload,
      body.signature.toLowerCase(),
    );
    const records = valid ? await recordsMatching(db, payload.documentHash.toLowerCase(), found.key.tenantId) : [];
    return { matched: valid, records, signature: { valid, keyId: found.key.id, algorithm: found.key.algorithm, organisation: found.organisation } };
  }
  if (!body.hash) throw invalid('请提供哈希值，或签名载荷与签名');
  const records = await recordsMatching(db, body.hash.toLowerCase());
  return { matched: records.length > 0, records, signature: null };
}
