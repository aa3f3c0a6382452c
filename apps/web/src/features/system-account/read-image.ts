/** The largest signature image accepted from a file. */
export const SIGNATURE_MAX_BYTES = 200 * 1024;

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp', 'image/svg+xml'];

/** Problem with a picked file in Chinese, or null when it can be used. */
export function imageFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return `不支持的图片格式：${file.name}，请选择 PNG、JPG、GIF、WEBP、BMP 或 SVG 图片`;
  if (file.size > SIGNATURE_MAX_BYTES) return `图片大小 ${Math.ceil(file.size / 1024)} KB，超过 200 KB 的限制，请压缩或裁剪后再选择`;
  return null;
}

/** The file as a data URL (`data:image/png;base64,…`). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('图片读取失败，请重新选择'));
    reader.readAsDataURL(file);
  });
}
