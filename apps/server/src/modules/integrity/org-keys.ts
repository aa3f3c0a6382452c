import type { webcrypto } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { tenants } from '../tenant/tenant.table.ts';
import { certificateDer, certificateFromPem, exportPkcs8, importEcdsaPrivateKey, issueCertificate, newEcdsaKeyPair, toPem } from './certificates.ts';
import { integrityKeys, integritySettings } from './integrity.table.ts';
import type { KeySeal } from './key-seal.ts';
import { LocalTsa } from './local-tsa.ts';
import { keyIdOf, newSigningKey, type KeyMaterial, type SignatureAlgorithm } from './signing.ts';

/** Serialises making an organisation's keys ('ikey'), so two first uses make one key. */
const LOCK_CLASS = 0x696b6579;

type KeyRow = typeof integrityKeys.$inferSelect;

const keyRow = (tx: Tx, tenantId: number, purpose: string) =>
  tx
    .select()
    .from(integrityKeys)
    .where(and(eq(integrityKeys.tenantId, tenantId), eq(integrityKeys.purpose, purpose)))
    .then((rows) => rows[0]);

export async function integritySettingsOf(tx: Tx, tenantId: number) {
  const [row] = await tx.select().from(integritySettings).where(eq(integritySettings.tenantId, tenantId));
  return row;
}

async function organisationName(tx: Tx, tenantId: number): Promise<string> {
  const [t] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  return t?.name ?? `organisation ${tenantId}`;
}

/** Reads the keys of `purposes`, making them first (under the lock) when the organisation has none yet. */
async function keysOf(tx: Tx, tenantId: number, purposes: string[], make: () => Promise<(typeof integrityKeys.$inferInsert)[]>): Promise<KeyRow[]> {
  const read = async () => Promise.all(purposes.map((p) => keyRow(tx, tenantId, p)));
  let rows = await read();
  if (rows.every(Boolean)) return rows as KeyRow[];
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}, ${tenantId})`);
  rows = await read();
  if (rows.every(Boolean)) return rows as KeyRow[];
  await tx.insert(integrityKeys).values(await make());
  return (await read()) as KeyRow[];
}

/** The organisation's signing key (the algorithm its settings name, SM2 by default), made at first use. */
export async function signingKeyOf(tx: Tx, seal: KeySeal, tenantId: number): Promise<KeyMaterial & { id: string }> {
  const [row] = await keysOf(tx, tenantId, ['SIGN'], async () => {
    const algorithm = ((await integritySettingsOf(tx, tenantId))?.signatureAlgorithm ?? 'SM2') as SignatureAlgorithm;
    const key = newSigningKey(algorithm);
    return [
      { id: keyIdOf(key.publicKey), tenantId, purpose: 'SIGN', algorithm, publicKey: key.publicKey, sealedPrivateKey: seal.seal(Buffer.from(key.privateKey)) },
    ];
  });
  return { id: row.id, algorithm: row.algorithm as SignatureAlgorithm, publicKey: row.publicKey, privateKey: seal.open(row.sealedPrivateKey).toString() };
}

/**
 * The organisation's local time-stamping authority, made at first use: a root certificate (the trust anchor
 * verifiers are given) and a timestamping certificate under it, both ECDSA P-256.
 */
export async function localTsaOf(tx: Tx, seal: KeySeal, tenantId: number): Promise<LocalTsa> {
  const [, tsa] = await keysOf(tx, tenantId, ['TSA_ROOT', 'TSA'], async () => {
    const organisation = await organisationName(tx, tenantId);
    const root = await newEcdsaKeyPair();
    const rootCert = await issueCertificate({
      organisation,
      commonName: `${organisation} 时间戳根证书`,
      publicKey: root.publicKey,
      signingKey: root.privateKey,
      role: 'ROOT',
    });
    const stamp = await newEcdsaKeyPair();
    const stampCert = await issueCertificate({
      organisation,
      commonName: `${organisation} 时间戳服务`,
      publicKey: stamp.publicKey,
      issuer: rootCert,
      signingKey: root.privateKey,
      role: 'TIMESTAMPING',
    });
    const row = async (purpose: string, cert: typeof rootCert, key: webcrypto.CryptoKey) => {
      const pem = toPem(certificateDer(cert), 'CERTIFICATE');
      const publicKey = toPem(Buffer.from(cert.subjectPublicKeyInfo.toSchema().toBER(false)), 'PUBLIC KEY');
      return {
        id: keyIdOf(publicKey),
        tenantId,
        purpose,
        algorithm: 'ECDSA_P256',
        publicKey,
        sealedPrivateKey: seal.seal(await exportPkcs8(key)),
        certificate: pem,
      };
    };
    return [await row('TSA_ROOT', rootCert, root.privateKey), await row('TSA', stampCert, stamp.privateKey)];
  });
  return new LocalTsa(certificateFromPem(tsa.certificate!), await importEcdsaPrivateKey(seal.open(tsa.sealedPrivateKey)));
}

/** The certificate that anchors the organisation's local timestamps, if it has made one. */
export async function tsaRootOf(tx: Tx, tenantId: number) {
  const row = await keyRow(tx, tenantId, 'TSA_ROOT');
  return row?.certificate ? certificateFromPem(row.certificate) : undefined;
}
