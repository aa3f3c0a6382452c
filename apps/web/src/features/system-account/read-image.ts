/** The largest signature image accepted from a file. */
export const SIGNATURE_MAX_BYTES = 200 * 1024;

/** What the file store accepts as images (it checks the bytes, not only the name). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** Problem with a picked file in Chinese, or null when it can be used. */
export function imageFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return `不支持的图片格式：${file.name}，请选择 PNG、JPG、GIF 或 WEBP 图片`;
  if (file.size > SIGNATURE_MAX_BYTES) return `图片大小 ${Math.ceil(file.size / 1024)} KB，超过 200 KB 的限制，请压缩或裁剪后再选择`;
  return null;
}
