import { LOGO_MAX_DIMENSION, LOGO_PREVIEW_MAX_WIDTH } from '@job-intake/contracts/forms/forms-api';

/** The image formats a logo may be, told by the file's content (never its name or stated type). */
export const LOGO_FORMATS = {
  png: { extension: 'png', mime: 'image/png' },
  jpeg: { extension: 'jpg', mime: 'image/jpeg' },
  gif: { extension: 'gif', mime: 'image/gif' },
  webp: { extension: 'webp', mime: 'image/webp' },
} as const;

export type LogoFormat = (typeof LOGO_FORMATS)[keyof typeof LOGO_FORMATS];

/** Stored logos fit in this square: twice the preview width, sharp on high-density screens. */
export const STORED_LOGO_MAX_SIZE = 2 * LOGO_PREVIEW_MAX_WIDTH;

export type LogoCheck =
  | { readonly problem: 'type' | 'dimensions' }
  | { readonly problem: null; readonly format: LogoFormat; readonly content: Buffer };

/**
 * A PNG, JPEG, GIF or WebP logo decoded and encoded again, no larger than STORED_LOGO_MAX_SIZE:
 * what is stored is pixels this server wrote, without the upload's metadata or trailing bytes.
 * SVG (it can carry script), other types and non-images are refused by content.
 */
export async function checkLogo(content: Buffer): Promise<LogoCheck> {
  if (content.length === 0) return { problem: 'type' };
  // Loaded on the first logo, not at start: sharp maps libvips and its heap stays for the
  // process's life (decision 0041).
  const { default: sharp } = await import('sharp');
  const metadata = await sharp(content)
    .metadata()
    .catch(() => null);
  const format = metadata && LOGO_FORMATS[metadata.format as keyof typeof LOGO_FORMATS];
  if (!metadata || !format) return { problem: 'type' };
  // Refused before decoding: no logo needs more, and decoding costs memory.
  const height = metadata.pageHeight ?? metadata.height;
  if (metadata.width > LOGO_MAX_DIMENSION || height > LOGO_MAX_DIMENSION) {
    return { problem: 'dimensions' };
  }
  try {
    const encoded = await sharp(content, {
      animated: true,
      limitInputPixels: LOGO_MAX_DIMENSION * LOGO_MAX_DIMENSION,
    })
      .rotate()
      .resize(STORED_LOGO_MAX_SIZE, STORED_LOGO_MAX_SIZE, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .toFormat(metadata.format as keyof typeof LOGO_FORMATS)
      .toBuffer();
    return { problem: null, format, content: encoded };
  } catch {
    return { problem: 'type' };
  }
}

/** The client's file name, kept as information only: its last path part, without control characters. */
export function cleanOriginalName(name: string | undefined): string {
  const lastPart = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...lastPart]
    .filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 255);
  return clean === '' || clean === '.' || clean === '..' ? 'logo' : clean;
}
