import { PHOTO_MAX_LONG_SIDE } from '@job-intake/contracts/guests/guest-api';

/** The image formats a guest's image is stored in: the one it came in. */
const IMAGE_FORMATS = {
  jpeg: { extension: 'jpg', mime: 'image/jpeg' },
  png: { extension: 'png', mime: 'image/png' },
  webp: { extension: 'webp', mime: 'image/webp' },
  gif: { extension: 'gif', mime: 'image/gif' },
} as const;

type ImageFormat = keyof typeof IMAGE_FORMATS;
const CLAIMED_TYPES = new Set<string>(Object.values(IMAGE_FORMATS).map((format) => format.mime));

/**
 * Refused before decoding: 100 megapixels holds every phone camera's default photo and a long
 * panorama, and bounds what one upload may make libvips allocate.
 */
export const GUEST_IMAGE_MAX_PIXELS = 100_000_000;

export const imageNotReadable = (fileName: string) =>
  `"${fileName}" is not a readable image: it says it is a JPEG, PNG, WebP or GIF picture but could not be decoded. Take the photo again or attach the original file.`;

/** Whether a file says it is one of the image formats: by its content's first bytes or its stated type. */
export function claimsImage(sniffedType: string, statedType: string): boolean {
  return CLAIMED_TYPES.has(sniffedType) || CLAIMED_TYPES.has(statedType.toLowerCase());
}

export interface EncodedImage {
  readonly content: Buffer;
  readonly mime: string;
  readonly extension: string;
}

/**
 * An image decoded and encoded again by this server: turned upright by its EXIF orientation,
 * every metadata block (EXIF with the location, XMP, comments) left out, the long side at most
 * PHOTO_MAX_LONG_SIDE, in the format it came in. Null when it does not decode as one of them.
 */
export async function reencodeImage(content: Buffer): Promise<EncodedImage | null> {
  // Loaded on the first image, not at start (decision 0041).
  const { default: sharp } = await import('sharp');
  const options = { animated: true, limitInputPixels: GUEST_IMAGE_MAX_PIXELS } as const;
  const metadata = await sharp(content, options)
    .metadata()
    .catch(() => null);
  const format = metadata && IMAGE_FORMATS[metadata.format as ImageFormat];
  if (!format) return null;
  try {
    const encoded = await sharp(content, options)
      .rotate()
      .resize(PHOTO_MAX_LONG_SIDE, PHOTO_MAX_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
      .toFormat(metadata.format as ImageFormat, { quality: 85 })
      .toBuffer();
    return { content: encoded, mime: format.mime, extension: format.extension };
  } catch {
    return null;
  }
}
