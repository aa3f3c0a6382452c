// 校验 of many volumes with the archive module's verifyVolume: every stored file re-hashed (SHA-256 + SM3), the
// catalogue against the frozen manifest, the manifest against its chain entry and the link before it, and the
// timestamp lookup. In-process, on a fresh in-memory PGlite; N volumes (10 000 by default) of 2 files of 4 KB.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config.ts';
import { migrate, openPglite } from '../../apps/server/src/db/client.ts';
import { asSystem, inTenant } from '../../apps/server/src/db/scope.ts';
import { seedIfEmpty } from '../../apps/server/src/db/seed.ts';
import { verifyVolume } from '../../apps/server/src/modules/archive/verify-volume.ts';
import { users } from '../../apps/server/src/modules/user/user.table.ts';
import { TENANT, volumeOver, writeFiles } from './fixture.ts';

export async function benchVerify(volumes: number): Promise<Record<string, string>> {
  const dir = mkdtempSync(join(tmpdir(), 'notaria-bench-verify-'));
  const config = { ...loadConfig(), dataDir: join(dir, 'data') };
  const db = await openPglite(undefined);
  try {
    await migrate(db);
    await seedIfEmpty(db, config);
    const [archivist] = await asSystem(db, (tx) => tx.select({ id: users.id }).from(users).where(eq(users.account, 'archivist')));
    console.log(`建立 ${volumes} 卷（每卷 2 个 4 KB 文件）…`);
    const ids: number[] = [];
    const t0 = performance.now();
    for (let n = 0; n < volumes; n++) ids.push(await volumeOver(db, config.dataDir, archivist.id, await writeFiles(config.dataDir, 2, 4096, `v${n}`), `v${n}`));
    const build = (performance.now() - t0) / 1000;
    let files = 0;
    let failed = 0;
    const t = performance.now();
    for (const id of ids) {
      const r = await inTenant(db, TENANT, (tx) => verifyVolume(tx, config.dataDir, TENANT, id));
      files += r.files;
      // Volumes made here carry no timestamp; every other check must pass.
      if (r.problems.some((p) => !p.includes('时间戳'))) failed++;
    }
    const s = (performance.now() - t) / 1000;
    return {
      校验卷数: `${volumes}（建卷 ${build.toFixed(0)} s）`,
      校验文件数: String(files),
      校验用时: `${s.toFixed(1)} s`,
      '文件/秒': (files / s).toFixed(0),
      '卷/秒': (volumes / s).toFixed(0),
      除时间戳外未通过的卷: String(failed),
    };
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
