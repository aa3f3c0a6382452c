/** Stored file paths are relative to the file base URL fetched at start; absolute URLs pass through. */
export function fileUrl(path: string, base: string): string {
  if (!path || /^(https?:|data:|blob:|\/)/.test(path)) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export const splitImages = (value: string) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
