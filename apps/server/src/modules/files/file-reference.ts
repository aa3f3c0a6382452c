import type { Tx } from '../../db/client.ts';
import { invalid } from '../../lib/app-error.ts';
import { fileKeyOf, findFile } from './file.service.ts';

export type StoredFile = NonNullable<Awaited<ReturnType<typeof findFile>>>;

/**
 * The one check for every field that stores a file reference: the URL must name a file uploaded to
 * the caller's organisation (POST /file/upload's `ossUrl`), optionally an image. `what` names the field
 * in the Chinese message.
 */
export async function ownFile(tx: Tx, tenantId: number, url: string, what: string, { image = false } = {}): Promise<StoredFile> {
  const key = fileKeyOf(url.trim());
  const file = key ? await findFile(tx, tenantId, key) : undefined;
  if (!file) throw invalid(`${what}须为本机构已上传的文件，请重新上传`);
  if (image && !file.mime.startsWith('image/')) throw invalid(`${what}须为图片（JPG、PNG 等）`);
  return file;
}

/** As `ownFile`, where an empty value (no file, or removing one) is also allowed. */
export async function ownFileOrNone(tx: Tx, tenantId: number, url: string | undefined, what: string, options: { image?: boolean } = {}): Promise<string> {
  const value = url?.trim() ?? '';
  if (value) await ownFile(tx, tenantId, value, what, options);
  return value;
}
