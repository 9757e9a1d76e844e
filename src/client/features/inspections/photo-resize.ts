/** The longest side of a photo as it is kept and uploaded: enough to see a stain, small enough for a poor connection. */
export const MAX_PHOTO_SIDE = 1600;
const JPEG_QUALITY = 0.82;

export const PHOTO_UNREADABLE = 'This photo could not be read. Take it again, or choose a JPEG, PNG or WebP image.';

/** The size a photo is drawn at: its longest side at most `max`, never enlarged. */
export function fittedSize(width: number, height: number, max = MAX_PHOTO_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(PHOTO_UNREADABLE));
    reader.readAsDataURL(file);
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(PHOTO_UNREADABLE));
    image.src = src;
  });
}

/**
 * A camera photo made small in the browser before it is kept or sent: drawn on a canvas at most 1600 px
 * on its longest side and encoded as JPEG. Where the browser cannot draw it (no canvas), the file is kept
 * as it is when it is a type the server takes.
 */
export async function resizePhoto(file: Blob): Promise<string> {
  const original = await readAsDataUrl(file);
  let image: HTMLImageElement;
  try {
    image = await loadImage(original);
  } catch {
    if (/^image\/(jpeg|png|webp)$/.test(file.type)) return original;
    throw new Error(PHOTO_UNREADABLE);
  }
  const size = fittedSize(image.naturalWidth || image.width, image.naturalHeight || image.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return original;
  context.drawImage(image, 0, 0, size.width, size.height);
  const jpeg = canvas.toDataURL('image/jpeg', JPEG_QUALITY);
  return jpeg.startsWith('data:image/jpeg') ? jpeg : original;
}
