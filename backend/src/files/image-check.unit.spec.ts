import { NOT_AN_IMAGE, SAMPLE_IMAGES, SVG_WITH_SCRIPT } from '../forms/testing/sample-images';
import { cleanOriginalName, detectLogoFormat } from './image-check';

describe('detectLogoFormat', () => {
  it.each([
    ['png', 'image/png'],
    ['jpg', 'image/jpeg'],
    ['gif', 'image/gif'],
    ['webp', 'image/webp'],
  ] as const)('knows a %s by its content', (kind, mime) => {
    expect(detectLogoFormat(SAMPLE_IMAGES[kind])).toEqual({ extension: kind, mime });
  });

  it('refuses SVG, text and empty content', () => {
    expect(detectLogoFormat(SVG_WITH_SCRIPT)).toBeNull();
    expect(detectLogoFormat(NOT_AN_IMAGE)).toBeNull();
    expect(detectLogoFormat(new Uint8Array())).toBeNull();
  });

  it('refuses a PNG header announcing an enormous picture', () => {
    const huge = Buffer.from(SAMPLE_IMAGES.png);
    huge.writeUInt32BE(50_000, 16); // IHDR width
    expect(detectLogoFormat(huge)).toBeNull();
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
