import type { UploadedFile, UploadOptions } from '../types/fields.ts';
import { DEFAULT_UPLOAD_MAX_MB } from '../defaults/common-defaults.ts';
import { MESSAGES } from '../messages.ts';

export interface FileLike {
  name: string;
  /** Bytes. */
  size: number;
}

export type UploadRefusalCode = 'fileType' | 'fileSize' | 'fileCount';

export interface UploadRefusal {
  code: UploadRefusalCode;
  message: string;
}

export type UploadLimits = Pick<UploadOptions, 'fileTypes' | 'fileMaxSize' | 'limit'>;

/** The text after the last dot ('' when there is none). */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1);
}

const normalizeType = (t: string) => t.trim().replace(/^\./, '').toLowerCase();

/** The extension must be listed in fileTypes, compared case-insensitively. */
export function checkFileType(fileName: string, fileTypes: readonly string[]): UploadRefusal | null {
  const ext = fileExtension(fileName);
  const allowed = fileTypes.some((t) => typeof t === 'string' && normalizeType(t) === ext.toLowerCase());
  return allowed && ext !== '' ? null : { code: 'fileType', message: MESSAGES.upload.unsupportedType(ext) };
}

/** fileMaxSize in MB, falling back to 5 when unset or not positive. */
export function maxFileSizeMb(fileMaxSize: number | null | undefined): number {
  return typeof fileMaxSize === 'number' && fileMaxSize > 0 ? fileMaxSize : DEFAULT_UPLOAD_MAX_MB;
}

export function checkFileSize(sizeBytes: number, fileMaxSize: number | null | undefined): UploadRefusal | null {
  const limit = maxFileSizeMb(fileMaxSize);
  return sizeBytes / 1024 / 1024 <= limit ? null : { code: 'fileSize', message: MESSAGES.upload.sizeExceeded(limit) };
}

const hasLimit = (limit: number | null | undefined): limit is number => typeof limit === 'number' && limit > 0;

/** The count limit comes from the option `limit`; unset means no limit. */
export function checkFileCount(existingCount: number, addingCount: number, limit: number | null | undefined): UploadRefusal | null {
  if (!hasLimit(limit) || existingCount + addingCount <= limit) return null;
  return { code: 'fileCount', message: MESSAGES.upload.countExceeded(limit) };
}

/** Checks one file before upload: type, then size, then count. Null when it may be uploaded. */
export function checkUploadFile(limits: UploadLimits, file: FileLike, existingCount: number, addingCount = 1): UploadRefusal | null {
  return checkFileType(file.name, limits.fileTypes) ?? checkFileSize(file.size, limits.fileMaxSize) ?? checkFileCount(existingCount, addingCount, limits.limit);
}

/** The upload button shows while the file count is below the limit. */
export function canAddMoreFiles(count: number, limit: number | null | undefined): boolean {
  return !hasLimit(limit) || count < limit;
}

/**
 * Checks an uploaded-files value in submitted data (the server cannot see sizes here):
 * the count and each file's type.
 */
export function checkUploadedFiles(limits: UploadLimits, files: readonly UploadedFile[]): UploadRefusal | null {
  const count = checkFileCount(files.length, 0, limits.limit);
  if (count) return count;
  for (const file of files) {
    const refusal = checkFileType(file.name, limits.fileTypes);
    if (refusal) return refusal;
  }
  return null;
}

/**
 * The file entry kept in form data, from an upload response's data: one object or an array
 * whose first item is used; url from ossUrl, name from name, fileName or filename.
 */
export function toUploadedFile(responseData: unknown, fallbackName = ''): UploadedFile | null {
  const item = Array.isArray(responseData) ? responseData[0] : responseData;
  if (typeof item !== 'object' || item === null) return null;
  const rec = item as Record<string, unknown>;
  if (typeof rec.ossUrl !== 'string' || rec.ossUrl === '') return null;
  const name = [rec.name, rec.fileName, rec.filename].find((n) => typeof n === 'string' && n !== '');
  return { name: (name as string | undefined) ?? fallbackName, url: rec.ossUrl };
}

/** Where uploads go when a field names no uploadURL: the server's file endpoint. */
export const DEFAULT_UPLOAD_URL = '/api/file/upload';

/**
 * The upload address with global-variable placeholders (`{fileBaseUrl}` or `${fileBaseUrl}`)
 * replaced from `globals`; unknown placeholders stay as written. An empty URL gives the default.
 */
export function resolveUploadUrl(url: string | null | undefined, globals: Record<string, unknown> = {}): string {
  const text = typeof url === 'string' && url.trim() !== '' ? url.trim() : DEFAULT_UPLOAD_URL;
  return text.replace(/\$?\{\s*([A-Za-z_$][\w$]*)\s*\}/g, (whole, name: string) => {
    const value = Object.hasOwn(globals, name) ? globals[name] : undefined;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : whole;
  });
}
