import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { AppError, invalid, notFound } from '../../../lib/app-error.ts';
import { findFile } from '../../files/files.api.ts';
import { users } from '../../user/user.table.ts';
import { findSeal, unusableReason, type SealRow } from '../seal.api.ts';
import { seals } from '../seal.table.ts';

const IMAGE_TYPES = ['image/png', 'image/jpeg'];

/** An electronic seal that may stamp today (启用, within its dates) and has an impression image to draw. */
export async function usableElectronicSeal(tx: Tx, tenantId: number, id: number): Promise<{ seal: SealRow; imageFileId: string; imageMime: string }> {
  const seal = await findSeal(tx, tenantId, id);
  if (!seal) throw notFound('印章');
  if (seal.kind !== 'ELECTRONIC') throw invalid(`印章“${seal.name}”不是电子印章，实物印章请走用印申请`);
  const unusable = unusableReason(seal);
  if (unusable) throw new AppError('CONFLICT', unusable);
  const image = seal.imageFileId ? await findFile(tx, tenantId, seal.imageFileId) : undefined;
  if (!image) throw new AppError('CONFLICT', `电子印章“${seal.name}”没有印模图片，请先在印章管理中上传`);
  if (!IMAGE_TYPES.includes(image.mime)) throw new AppError('CONFLICT', `电子印章“${seal.name}”的印模图片须为 PNG 或 JPG`);
  return { seal, imageFileId: image.id, imageMime: image.mime };
}

/** The office's active electronic seals with an impression image, for the application form. */
export async function electronicSealOptions(tx: Tx, tenantId: number) {
  const rows = await tx
    .select({ s: seals, owner: users.name })
    .from(seals)
    .leftJoin(users, eq(users.id, seals.ownerUserId))
    .where(and(eq(seals.tenantId, tenantId), eq(seals.kind, 'ELECTRONIC'), eq(seals.status, 'ACTIVE')))
    .orderBy(asc(seals.name));
  return rows.filter((r) => r.s.imageFileId && unusableReason(r.s) === null).map((r) => ({ id: r.s.id, name: r.s.name, owner: r.owner ?? '本处' }));
}
