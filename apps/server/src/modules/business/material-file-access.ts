import { hasPermission } from '@notaria/contracts';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { Actor } from '../auth/auth.api.ts';
import { FILE_URL_PREFIX } from '../files/files.api.ts';
import { isMaterialFile } from './business.repo.ts';

export const MATERIAL_DOWNLOAD = 'business:accept:download';

/**
 * 受理 · 下载 is the way to a case's material files: GET /api/file/<key> of a file some case keeps as a
 * material needs that function (材料打包 reads the files itself under its own function). Other files
 * (signatures, photos, attachments) are left to the record that uses them.
 */
export async function assertMayOpenFile(db: Database, actor: Actor, key: string): Promise<void> {
  if (hasPermission(actor.permissions, MATERIAL_DOWNLOAD)) return;
  const used = await inTenant(db, actor.tenantId, (tx) => isMaterialFile(tx, actor.tenantId, `${FILE_URL_PREFIX}${key}`));
  if (used) throw forbidden('下载业务材料需要“受理 · 下载”权限');
}
