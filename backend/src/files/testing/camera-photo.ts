import sharp from 'sharp';

/**
 * A 12-megapixel (4000 × 3000) camera JPEG: sensor-like grain, so it compresses like a photo and
 * not like a flat colour, and EXIF naming the phone and the place it was taken (GPS).
 */
export function cameraPhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#7a8',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .blur(1.5)
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .toBuffer();
}
