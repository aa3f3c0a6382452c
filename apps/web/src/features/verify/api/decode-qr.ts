import jsQR from 'jsqr';

/** A photo is scaled down to this width before decoding: jsQR's time grows with the pixels, a QR needs far fewer. */
const MAX_DECODE_WIDTH = 1600;

/** The text of a QR code in an image's pixels, or null. */
export function decodeQrPixels(image: ImageData): string | null {
  return jsQR(image.data, image.width, image.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

function pixelsOf(source: CanvasImageSource, width: number, height: number, canvas = document.createElement('canvas')): ImageData | null {
  const scale = Math.min(1, MAX_DECODE_WIDTH / width);
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

/** The QR text in a chosen photo or screenshot, or null when none is found. */
export async function decodeQrImage(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    const pixels = pixelsOf(bitmap, bitmap.width, bitmap.height);
    return pixels ? decodeQrPixels(pixels) : null;
  } finally {
    bitmap.close();
  }
}

/** The QR text in the current frame of a playing video, or null. */
export function decodeQrFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement): string | null {
  if (video.readyState < video.HAVE_CURRENT_DATA || !video.videoWidth) return null;
  const pixels = pixelsOf(video, video.videoWidth, video.videoHeight, canvas);
  return pixels ? decodeQrPixels(pixels) : null;
}
