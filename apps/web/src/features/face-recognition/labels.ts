import { FACE_METHODS, PARTY_ROLES, VERIFICATION_RESULTS } from '@notaria/contracts';

export const RESULT_COLOURS: Record<string, string> = { PASS: 'success', FAIL: 'error', PENDING: 'processing' };
export const resultLabel = (r: string) => VERIFICATION_RESULTS[r as keyof typeof VERIFICATION_RESULTS] ?? r;
export const methodLabel = (m: string) => FACE_METHODS[m as keyof typeof FACE_METHODS] ?? m;
export const roleLabel = (r: string) => PARTY_ROLES[r as keyof typeof PARTY_ROLES] ?? r;

export const toOptions = (o: Record<string, string>) => Object.entries(o).map(([value, label]) => ({ value, label }));

/** Photos larger than this are refused before upload (a face photo needs far less). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** Why a chosen file cannot be the verification photo, or null. */
export function photoProblem(file: { type: string; size: number }): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return '请选择 JPG、PNG、WebP 或 GIF 图片';
  if (file.size > PHOTO_MAX_BYTES) return '照片不能超过 5 MB';
  return null;
}
