import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ESealPreviewQuery } from '@notaria/contracts';
import type { Database } from '../../../db/client.ts';
import { inTenant } from '../../../db/scope.ts';
import { AppError, invalid } from '../../../lib/app-error.ts';
import type { Actor } from '../../auth/auth.api.ts';
import { inspectSource } from './e-seal-source.ts';
import type { FileStorage } from '../../files/files.api.ts';

const run = promisify(execFile);
const PDFTOPPM = process.env.PDFTOPPM_PATH ?? 'pdftoppm';
/** Wide enough to place a seal by eye, small enough to send at once (A4 at 60 dpi is 496 × 702 px). */
const DPI = 60;

/**
 * One page of the PDF to stamp as a PNG, drawn by poppler's pdftoppm, so the form can show where the seal will go.
 * Without pdftoppm the answer is a Chinese 409 and the form falls back to a page-sized box.
 */
export async function previewPage(db: Database, storage: FileStorage, actor: Actor, q: ESealPreviewQuery): Promise<Buffer> {
  const { bytes, pages } = await inTenant(db, actor.tenantId, (tx) => inspectSource(tx, storage, actor.tenantId, q));
  if (q.page > pages.length) throw invalid(`页码超出范围：该 PDF 共 ${pages.length} 页`);
  const dir = await mkdtemp(join(tmpdir(), 'notaria-eseal-'));
  try {
    await writeFile(join(dir, 'in.pdf'), bytes);
    const page = String(q.page);
    await run(PDFTOPPM, ['-f', page, '-l', page, '-r', String(DPI), '-png', '-singlefile', join(dir, 'in.pdf'), join(dir, 'page')], { timeout: 20_000 });
    return await readFile(join(dir, 'page.png'));
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw new AppError('CONFLICT', '服务器无法生成页面预览，请按页码和位置放置印章');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
