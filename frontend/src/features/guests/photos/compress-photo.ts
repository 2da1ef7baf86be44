import { PHOTO_MAX_LONG_SIDE } from '@job-intake/contracts/guests/guest-api';

/** Photos a browser can decode and encode again; GIFs keep their frames, other files go as they are. */
const PHOTO_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/avif',
  'image/bmp',
]);

/** Quality of the encoded photo: a phone photo of a site at about a fifth of its size, no visible loss. */
const PHOTO_QUALITY = 0.82;

export function isPhoto(file: Blob): boolean {
  return PHOTO_TYPES.has(file.type.toLowerCase());
}

/** PNG and WebP (which may be transparent) become WebP, the rest JPEG. */
function targetType(file: File): 'image/jpeg' | 'image/webp' {
  return file.type === 'image/png' || file.type === 'image/webp' ? 'image/webp' : 'image/jpeg';
}

function renamed(name: string, type: string): string {
  const extension = type === 'image/webp' ? 'webp' : 'jpg';
  const base = name.replace(/\.[^./\\]*$/, '') || 'photo';
  return `${base}.${extension}`;
}

/**
 * A photo made small for sending from a phone: upright, at most PHOTO_MAX_LONG_SIDE on its long
 * side, encoded again as JPEG (or WebP), which leaves every EXIF block, the location included,
 * behind. Other files, and photos this browser cannot decode (HEIC outside Safari), are returned
 * as they are: the server encodes every image again in any case.
 */
export async function compressPhoto(file: File): Promise<File> {
  if (!isPhoto(file)) return file;
  // Loaded when a photo is picked, so the guest page's first load does not carry it.
  const { default: imageCompression } = await import('browser-image-compression');
  const fileType = targetType(file);
  try {
    const compressed = await imageCompression(file, {
      maxWidthOrHeight: PHOTO_MAX_LONG_SIDE,
      fileType,
      initialQuality: PHOTO_QUALITY,
      alwaysKeepResolution: true,
      preserveExif: false,
      // Its worker would load the library from a CDN, which the Content Security Policy refuses.
      useWebWorker: false,
    });
    return new File([compressed], renamed(file.name, compressed.type || fileType), {
      type: compressed.type || fileType,
      lastModified: file.lastModified,
    });
  } catch {
    return file;
  }
}
