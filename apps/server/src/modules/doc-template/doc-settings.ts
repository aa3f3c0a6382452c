import type { OfficeDocSettings, OfficeDocSettingsBody } from '@notaria/contracts';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import type { Actor } from '../auth/auth.api.ts';
import { FILE_URL_PREFIX, ownFileOrNone, fileKeyOf } from '../files/files.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import { findTenant } from '../tenant/tenant.api.ts';
import { officeOf } from './doc-context.ts';
import { docSettings as settingsTable } from './doc-template.table.ts';

/** What the office's documents print: its full name (the organisation's name when unset) and its seal image's file id. */
export async function docSettings(tx: Tx, tenantId: number): Promise<{ officeFullName: string; address: string; phone: string; sealFileId: string | null }> {
  const o = await officeOf(tx, tenantId);
  return { officeFullName: o.fullName, address: o.address, phone: o.phone, sealFileId: o.sealFileId };
}

async function view(tx: Tx, tenantId: number): Promise<OfficeDocSettings> {
  const [row] = await tx.select().from(settingsTable).where(eq(settingsTable.tenantId, tenantId));
  const tenant = await findTenant(tx, tenantId);
  return {
    officeFullName: row?.officeFullName ?? '',
    address: row?.address ?? '',
    phone: row?.phone ?? '',
    sealUrl: row?.sealFileId ? `${FILE_URL_PREFIX}${row.sealFileId}` : '',
    defaultFullName: tenant?.name ?? '',
  };
}

export const getSettings = (db: Database, actor: Actor) => inTenant(db, actor.tenantId, (tx) => view(tx, actor.tenantId));

/** The seal must be an image uploaded to this office. */
export const saveSettings = (db: Database, actor: Actor, body: OfficeDocSettingsBody) =>
  inTenant(db, actor.tenantId, async (tx) => {
    const sealUrl = await ownFileOrNone(tx, actor.tenantId, body.sealUrl, '公章图片', { image: true });
    const before = await view(tx, actor.tenantId);
    const values = { officeFullName: body.officeFullName, address: body.address, phone: body.phone, sealFileId: sealUrl ? fileKeyOf(sealUrl) : null };
    await tx
      .insert(settingsTable)
      .values({ tenantId: actor.tenantId, ...values })
      .onConflictDoUpdate({ target: settingsTable.tenantId, set: { ...values, updatedAt: new Date() } });
    const after = await view(tx, actor.tenantId);
    await audit(tx, actor, { module: 'docTemplate', action: 'settings', targetId: actor.tenantId, before, after });
    return after;
  });
