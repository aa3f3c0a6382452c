import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import type { Database } from '../../apps/server/src/db/client.ts';
import { asSystem } from '../../apps/server/src/db/scope.ts';
import { cases } from '../../apps/server/src/modules/business/business.table.ts';
import { storedFiles } from '../../apps/server/src/modules/files/file.table.ts';
import { filesRoot } from '../../apps/server/src/modules/files/files.api.ts';
import { appendToChain, dualHash, dualHashStream } from '../../apps/server/src/modules/integrity/integrity.api.ts';
import { canonicalJson } from '../../apps/server/src/modules/oplog/oplog.api.ts';
import { archiveItems, archiveVolumes } from '../../apps/server/src/modules/archive/archive.table.ts';

export const TENANT = 2;

/** Writes `count` files of `size` random bytes under the office's files directory; returns their relative paths. */
export async function writeFiles(dataDir: string, count: number, size: number, prefix: string): Promise<string[]> {
  const rels: string[] = [];
  const block = randomBytes(Math.min(size, 8 << 20));
  for (let i = 0; i < count; i++) {
    const rel = join(String(TENANT), 'bench', `${prefix}-${i}`);
    const full = join(filesRoot(dataDir), rel);
    await mkdir(dirname(full), { recursive: true });
    const parts: Buffer[] = [];
    for (let left = size; left > 0; left -= block.length) parts.push(left >= block.length ? block : block.subarray(0, left));
    // Each file differs from the others in its first bytes.
    parts[0] = Buffer.concat([Buffer.from(`${prefix}-${i}:`), parts[0].subarray(`${prefix}-${i}:`.length)]);
    await writeFile(full, Buffer.concat(parts));
    rels.push(rel);
  }
  return rels;
}

/** A received volume over already written files, chained as receiving chains it (manifest hash as the artefact). */
export async function volumeOver(db: Database, dataDir: string, receivedBy: number, rels: string[], tag: string): Promise<number> {
  const items: { seq: number; rel: string; fileName: string; size: number; sha256: string; sm3: string }[] = [];
  for (const [n, rel] of rels.entries()) {
    const full = join(filesRoot(dataDir), rel);
    const h = await dualHashStream(createReadStream(full));
    items.push({ seq: n + 1, rel, fileName: `材料${n + 1}.bin`, size: (await stat(full)).size, ...h });
  }
  return asSystem(db, async (tx) => {
    for (const i of items)
      await tx.insert(storedFiles).values({
        id: `${tag}-${i.seq}`,
        tenantId: TENANT,
        name: i.fileName,
        mime: 'application/octet-stream',
        size: i.size,
        sha256: i.sha256,
        path: i.rel,
        createdBy: receivedBy,
      });
    const [c] = await tx
      .insert(cases)
      .values({ tenantId: TENANT, businessNumber: `B-${tag}`, handlerId: receivedBy, status: 'ARCHIVED' })
      .returning();
    const archiveNo = `2026-民-${tag}`;
    const body = { v: 1, archiveNo, items: items.map(({ seq, fileName, size, sha256, sm3 }) => ({ seq, fileName, size, sha256, sm3 })) };
    const hash = dualHash(canonicalJson(body));
    const entry = await appendToChain(tx, TENANT, { kind: 'ARCHIVE_VOLUME', ref: archiveNo, artefact: hash, metadata: { items: items.length } });
    const [v] = await tx
      .insert(archiveVolumes)
      .values({
        tenantId: TENANT,
        archiveNo,
        caseId: c.id,
        year: 2026,
        caseNumber: c.businessNumber,
        retention: 'PERMANENT',
        itemCount: items.length,
        totalSize: items.reduce((s, i) => s + i.size, 0),
        manifest: body,
        manifestSha256: hash.sha256,
        manifestSm3: hash.sm3,
        chainSeq: entry.seq,
        receivedBy,
      })
      .returning();
    await tx.insert(archiveItems).values(
      items.map((i) => ({
        tenantId: TENANT,
        volumeId: v.id,
        seq: i.seq,
        source: 'MATERIAL' as const,
        title: i.fileName,
        fileId: `${tag}-${i.seq}`,
        fileName: i.fileName,
        size: i.size,
        sha256: i.sha256,
        sm3: i.sm3,
      })),
    );
    return v.id;
  });
}
