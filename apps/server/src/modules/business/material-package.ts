import { createHash } from 'node:crypto';
import { extname } from 'node:path';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/scope.ts';
import type { Actor } from '../auth/auth.api.ts';
import { fileKeyOf, findFile, readWhole, type FileStorage } from '../files/files.api.ts';
import { audit } from '../oplog/oplog.api.ts';
import * as repo from './business.repo.ts';
import { loadCase, MODULE } from './case-steps.ts';

export interface PackageEntry {
  name: string;
  kind: string;
  status: string;
  originalSeen: boolean;
  /** Path in the zip, null when the material has no stored file. */
  file: string | null;
  size: number | null;
  sha256: string | null;
}

const fileName = (i: number, name: string, ext: string) => `materials/${String(i + 1).padStart(2, '0')}-${name.replace(/[\\/:*?"<>|]/g, '_')}${ext}`;

/** 材料打包: the materials of a case with the bytes of their files (this tenant's files only). */
export const materialPackage = (db: Database, actor: Actor, id: number, storage: FileStorage) =>
  inTenant(db, actor.tenantId, async (tx) => {
    const c = await loadCase(tx, actor.tenantId, id);
    const materials = await repo.materialsOf(tx, actor.tenantId, c.id);
    const entries: PackageEntry[] = [];
    const files: { path: string; bytes: Buffer }[] = [];
    for (const [i, m] of materials.entries()) {
      const entry = { name: m.name, kind: m.kind, status: m.status, originalSeen: m.originalSeen };
      const key = fileKeyOf(m.fileUrl);
      const f = key ? await findFile(tx, actor.tenantId, key) : undefined;
      if (!f) {
        entries.push({ ...entry, file: null, size: null, sha256: null });
        continue;
      }
      const bytes = await readWhole(storage, f.path);
      if (!bytes) {
        entries.push({ ...entry, file: null, size: null, sha256: null });
        continue;
      }
      const path = fileName(i, m.name, extname(f.name).toLowerCase());
      files.push({ path, bytes });
      entries.push({ ...entry, file: path, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
    }
    const message = `${c.businessNumber}：材料打包（${files.length} 个文件）`;
    await audit(tx, actor, { module: MODULE, action: 'materialPackage', targetId: c.id, message }, { markRequest: false });
    return { businessNumber: c.businessNumber, entries, files };
  });
