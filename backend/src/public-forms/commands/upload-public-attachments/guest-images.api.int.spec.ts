import type { Challenge } from 'altcha-lib';
import sharp from 'sharp';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { PHOTO_MAX_LONG_SIDE, UPLOAD_GRANT_HEADER } from '@job-intake/contracts/guests/guest-api';
import { AttachmentFiles } from '../../../attachments/attachment-files';
import { PDF } from '../../../attachments/testing/sample-files';
import { ALTCHA_CHALLENGE_PATH } from '../../../captcha/altcha.captcha';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { cameraPhoto } from '../../../files/testing/camera-photo';
import { solveAltcha } from '../../../captcha/testing/solve-altcha';
import { DEMO_VARIANT_UUID } from '../../../forms/seed/demo-form';
import { startGuestApiApp, type GuestApiApp } from '../../../guests/testing/guest-links';
import { API } from '../../../jobs/testing/job-fixtures';
import { imageNotReadable } from './guest-images';

/** The GPS IFD pointer tag (0x8825), big- or little-endian: EXIF that holds a location. */
const hasGpsPointer = (exif: Buffer | undefined) =>
  !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

describe('images a guest uploads to a public form are encoded again by the server (decision 0054)', () => {
  let guests: GuestApiApp;
  let photo: Buffer;

  beforeAll(async () => {
    [guests, photo] = await Promise.all([
      startGuestApiApp('guest-images', { ALTCHA_COST: '1', AUTH_RATE_LIMIT: '1000' }),
      cameraPhoto(),
    ]);
  });
  afterAll(() => guests.close());

  const http = () => guests.t.http;
  const grant = async () => {
    const challenge = (await http().get(ALTCHA_CHALLENGE_PATH).expect(200)).body as Challenge;
    return (
      await http()
        .post(`${API}/new/${DEMO_VARIANT_UUID}/upload-grant`)
        .send({ recaptcha: await solveAltcha(challenge) })
        .expect(201)
    ).body.grant as string;
  };
  const upload = async (files: { content: Buffer; name: string; type?: string }[]) => {
    let request = http()
      .post(`${API}/new/${DEMO_VARIANT_UUID}/attachments`)
      .set(UPLOAD_GRANT_HEADER, await grant());
    for (const file of files)
      request = request.attach('files[]', file.content, {
        filename: file.name,
        contentType: file.type ?? 'application/octet-stream',
      });
    return request;
  };
  const storedRow = async (id: string) =>
    (
      await guests.t.pool.query<{ location: string; size: number; mime_type: string }>(
        'SELECT location, size, mime_type FROM guest_uploads WHERE id = $1',
        [id],
      )
    ).rows[0];
  const storedContent = async (location: string) => {
    const object = await guests.t.app
      .get(AttachmentFiles)
      .open(location.replace('attachments/', ''));
    if (!object) throw new Error(`nothing stored at ${location}`);
    return buffer(object.body);
  };
  const storedFiles = () => {
    const folder = join(guests.t.app.get<AppConfig>(APP_CONFIG).DATA_DIR, 'uploads', 'attachments');
    return existsSync(folder) ? readdirSync(folder).length : 0;
  };
  const counts = async () => ({
    files: storedFiles(),
    ...(
      await guests.t.pool.query<{ uploads: number; charges: number }>(
        `SELECT (SELECT count(*)::int FROM guest_uploads) AS uploads,
                (SELECT count(*)::int FROM guest_upload_charges) AS charges`,
      )
    ).rows[0],
  });

  it('keeps a 4000×3000 camera JPEG at most 2000 px on its long side, without EXIF or location, charged what is stored', async () => {
    const before = await sharp(photo).metadata();
    expect([before.width, before.height, hasGpsPointer(before.exif)]).toEqual([4000, 3000, true]);

    const answer = await upload([{ content: photo, name: 'IMG_0042.jpg', type: 'image/jpeg' }]);
    expect(answer.status).toBe(201);
    const [kept] = answer.body as [{ id: string; file_name: string; size: number }];
    const row = await storedRow(kept.id);
    const content = await storedContent(row!.location);
    const after = await sharp(content).metadata();

    expect([after.format, after.width, after.height]).toEqual(['jpeg', PHOTO_MAX_LONG_SIDE, 1500]);
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(row).toMatchObject({ size: content.length, mime_type: 'image/jpeg' });
    expect(row!.location).toMatch(/\.jpg$/);
    expect(kept).toMatchObject({ file_name: 'IMG_0042.jpg', size: content.length });
    expect(content.length).toBeLessThan(photo.length);
    const { rows } = await guests.t.pool.query<{ bytes: number }>(
      'SELECT bytes FROM guest_upload_charges ORDER BY created_at DESC LIMIT 1',
    );
    expect(Number(rows[0]?.bytes)).toBe(content.length);
  });

  it('keeps a small PNG a PNG of the same size, and a PDF as it was sent', async () => {
    const png = await sharp({
      create: { width: 3, height: 2, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const answer = await upload([
      { content: png, name: 'dot.png', type: 'image/png' },
      { content: PDF, name: 'plan.pdf', type: 'application/pdf' },
    ]);
    expect(answer.status).toBe(201);
    const [keptPng, pdf] = answer.body as { id: string }[];
    const pngRow = await storedRow(keptPng!.id);
    const pngMeta = await sharp(await storedContent(pngRow!.location)).metadata();
    expect([pngRow!.mime_type, pngMeta.format, pngMeta.width, pngMeta.height]).toEqual([
      'image/png',
      'png',
      3,
      2,
    ]);
    const pdfRow = await storedRow(pdf!.id);
    expect(await storedContent(pdfRow!.location)).toEqual(PDF);
  });

  it.each([
    ['a JPEG cut short', () => photo.subarray(0, 2000), 'image/jpeg'],
    ['bytes that only say they are a PNG', () => Buffer.from('not a picture at all'), 'image/png'],
  ])(
    'refuses %s with 400 naming the file, and keeps nothing of the upload',
    async (_, content, type) => {
      const before = await counts();
      const answer = await upload([
        { content: PDF, name: 'plan.pdf', type: 'application/pdf' },
        { content: content(), name: 'broken.jpg', type },
      ]);
      expect([answer.status, answer.body.message]).toEqual([400, imageNotReadable('broken.jpg')]);
      expect(await counts()).toEqual(before);
    },
  );
});
