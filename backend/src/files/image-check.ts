import { imageSize } from 'image-size';

/** The image formats a logo may be, told by the file's content (never its name or stated type). */
export const LOGO_FORMATS = {
  png: { extension: 'png', mime: 'image/png' },
  jpg: { extension: 'jpg', mime: 'image/jpeg' },
  gif: { extension: 'gif', mime: 'image/gif' },
  webp: { extension: 'webp', mime: 'image/webp' },
} as const;

export type LogoFormat = (typeof LOGO_FORMATS)[keyof typeof LOGO_FORMATS];

/** Larger images are refused: no logo needs them, and browsers would have to decode them. */
export const MAX_LOGO_DIMENSION = 10000;

/**
 * The format of a PNG, JPEG, GIF or WebP image, or null for anything else: SVG (it can carry
 * script), other image types, and files that are not images at all whatever their name says.
 */
export function detectLogoFormat(content: Uint8Array): LogoFormat | null {
  if (content.length === 0) return null;
  let detected: ReturnType<typeof imageSize>;
  try {
    detected = imageSize(content);
  } catch {
    return null;
  }
  const format = LOGO_FORMATS[detected.type as keyof typeof LOGO_FORMATS];
  if (!format) return null;
  const { width, height } = detected;
  if (!width || !height || width > MAX_LOGO_DIMENSION || height > MAX_LOGO_DIMENSION) return null;
  return format;
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
