import sharp from 'sharp';
import { LOGO_MAX_DIMENSION } from '@job-intake/contracts/forms/forms-api';
import { NOT_AN_IMAGE, SAMPLE_IMAGES, SVG_WITH_SCRIPT } from '../forms/testing/sample-images';
import { checkLogo, cleanOriginalName, STORED_LOGO_MAX_SIZE } from './image-check';

/** A real PNG's header rewritten to announce width × height: tiny file, enormous picture. */
function pngClaiming(width: number, height: number): Buffer {
  const png = Buffer.from(SAMPLE_IMAGES.png);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

describe('checkLogo', () => {
  it.each([
    ['png', 'png', 'image/png'],
    ['jpg', 'jpg', 'image/jpeg'],
    ['gif', 'gif', 'image/gif'],
    ['webp', 'webp', 'image/webp'],
  ] as const)('knows a %s by its content and encodes it again', async (kind, extension, mime) => {
    const logo = await checkLogo(SAMPLE_IMAGES[kind]);
    expect(logo).toMatchObject({ problem: null, format: { extension, mime } });
    if (logo.problem === null) {
      expect((await sharp(logo.content).metadata()).format).toBe(kind === 'jpg' ? 'jpeg' : kind);
    }
  });

  it('refuses SVG, text and empty content', async () => {
    expect(await checkLogo(SVG_WITH_SCRIPT)).toEqual({ problem: 'type' });
    expect(await checkLogo(NOT_AN_IMAGE)).toEqual({ problem: 'type' });
    expect(await checkLogo(Buffer.alloc(0))).toEqual({ problem: 'type' });
  });

  it('refuses a PNG header announcing 10000 × 10000 pixels without decoding it', async () => {
    expect(await checkLogo(pngClaiming(10_000, 10_000))).toEqual({ problem: 'dimensions' });
    expect(await checkLogo(pngClaiming(LOGO_MAX_DIMENSION + 1, 1))).toEqual({
      problem: 'dimensions',
    });
  });

  it('shrinks a large logo to fit the stored size and drops its metadata and trailing bytes', async () => {
    const large = await sharp({
      create: { width: 2000, height: 500, channels: 3, background: '#336699' },
    })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'someone' } } })
      .toBuffer();
    const withPayload = Buffer.concat([large, Buffer.from('<script>alert(1)</script>')]);
    const logo = await checkLogo(withPayload);
    if (logo.problem !== null) throw new Error(`refused: ${logo.problem}`);
    const stored = await sharp(logo.content).metadata();
    expect([stored.width, stored.height]).toEqual([STORED_LOGO_MAX_SIZE, STORED_LOGO_MAX_SIZE / 4]);
    expect(stored.exif).toBeUndefined();
    expect(logo.content.includes('<script>')).toBe(false);
  });

  it('keeps a small logo at its size', async () => {
    const logo = await checkLogo(SAMPLE_IMAGES.png);
    if (logo.problem !== null) throw new Error(`refused: ${logo.problem}`);
    const stored = await sharp(logo.content).metadata();
    expect([stored.width, stored.height]).toEqual([1, 1]);
  });
});

describe('cleanOriginalName', () => {
  it('keeps only the last path part, without control characters', () => {
    expect(cleanOriginalName('../../etc/passwd.png')).toBe('passwd.png');
    expect(cleanOriginalName('C:\\Users\\me\\logo.png')).toBe('logo.png');
    expect(cleanOriginalName('lo\u0000go\n.png')).toBe('logo.png');
  });

  it('names an empty or dot-only name logo', () => {
    expect(cleanOriginalName(undefined)).toBe('logo');
    expect(cleanOriginalName('..')).toBe('logo');
    expect(cleanOriginalName('dir/')).toBe('logo');
  });
});
