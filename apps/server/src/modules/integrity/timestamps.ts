import { and, desc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { notFound } from '../../lib/app-error.ts';
import type { ChainEntry } from './chain.ts';
import { certificateFromPem } from './certificates.ts';
import { HttpTsa } from './http-tsa.ts';
import { integrityChain, integrityTimestamps } from './integrity.table.ts';
import type { KeySeal } from './key-seal.ts';
import { manifestFromBody } from './manifest.ts';
import { integritySettingsOf, localTsaOf, tsaRootOf } from './org-keys.ts';
import { checkToken, timestampRequest, tokenFromResponse, tokenInfo, type TokenCheck } from './rfc3161.ts';
import type { TimestampProvider } from './timestamp-provider.ts';

export type StoredTimestamp = typeof integrityTimestamps.$inferSelect;

/** The organisation's contracted TSA when its settings name one, else its local authority. */
export async function timestampProviderOf(tx: Tx, seal: KeySeal, tenantId: number): Promise<TimestampProvider> {
  const settings = await integritySettingsOf(tx, tenantId);
  if (settings?.tsaUrl) {
    const password = settings.tsaSealedPassword ? seal.open(settings.tsaSealedPassword).toString() : null;
    return new HttpTsa({ url: settings.tsaUrl, username: settings.tsaUsername, password });
  }
  return localTsaOf(tx, seal, tenantId);
}

/**
 * Timestamps a chain entry's manifest (RFC 3161 over its SHA-256) and stores the token. Call it after the
 * transaction that appended the entry has committed: a contracted TSA is a network call, held outside
 * any transaction. `provider` overrides the organisation's own (tests, a second opinion).
 */
export async function timestampEntry(db: Database, seal: KeySeal, tenantId: number, seq: number, provider?: TimestampProvider): Promise<StoredTimestamp> {
  const { entry, tsa } = await inTenant(db, tenantId, async (tx) => {
    const [row] = await tx
      .select()
      .from(integrityChain)
      .where(and(eq(integrityChain.tenantId, tenantId), eq(integrityChain.seq, seq)));
    if (!row) throw notFound('完整性记录');
    return { entry: row, tsa: provider ?? (await timestampProviderOf(tx, seal, tenantId)) };
  });
  const { der, nonce } = timestampRequest(entry.manifestSha256);
  const token = tokenFromResponse(await tsa.request(der), entry.manifestSha256, nonce);
  const info = tokenInfo(token);
  return inTenant(db, tenantId, async (tx) => {
    const [row] = await tx
      .insert(integrityTimestamps)
      .values({
        tenantId,
        seq,
        provider: tsa.kind,
        tsaName: (info.tsaName || tsa.name).slice(0, 300),
        serial: info.serial.slice(0, 64),
        genTime: info.genTime,
        token: token.toString('base64'),
      })
      .returning();
    return row;
  });
}

export async function latestTimestamp(tx: Tx, tenantId: number, seq: number): Promise<StoredTimestamp | undefined> {
  const [row] = await tx
    .select()
    .from(integrityTimestamps)
    .where(and(eq(integrityTimestamps.tenantId, tenantId), eq(integrityTimestamps.seq, seq)))
    .orderBy(desc(integrityTimestamps.id))
    .limit(1);
  return row;
}

/**
 * Checks a stored token against its entry's manifest. A local token must chain to the organisation's own
 * root; a contracted TSA's to the root certificate its settings hold, or — none configured — its signature
 * is checked against the certificate the token carries (the answer says so).
 */
export async function checkStoredTimestamp(tx: Tx, entry: ChainEntry, stamp: StoredTimestamp): Promise<TokenCheck> {
  const data = Buffer.from(manifestFromBody(entry.manifest).json);
  const token = Buffer.from(stamp.token, 'base64');
  if (stamp.provider === 'LOCAL') {
    const root = await tsaRootOf(tx, entry.tenantId);
    return root ? checkToken(token, data, [root]) : { valid: false, reason: '机构的时间戳根证书不存在' };
  }
  const ca = (await integritySettingsOf(tx, entry.tenantId))?.tsaCaCertificate;
  if (ca) return checkToken(token, data, [certificateFromPem(ca)]);
  const check = await checkToken(token, data, []);
  return check.valid ? { valid: true, reason: '未配置签约时间戳机构的根证书，仅核验了签名' } : check;
}
