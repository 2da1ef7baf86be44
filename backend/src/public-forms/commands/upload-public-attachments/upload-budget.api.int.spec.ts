import type { Challenge } from 'altcha-lib';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import {
  CAPTCHA_EXPIRED,
  CAPTCHA_INVALID,
  UPLOAD_GRANT_HEADER,
  UPLOAD_PROOF_MISSING,
} from '@job-intake/contracts/guests/guest-api';
import { ALTCHA_CHALLENGE_PATH } from '../../../captcha/altcha.captcha';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { solveAltcha } from '../../../captcha/testing/solve-altcha';
import { DEMO_VARIANT_UUID } from '../../../forms/seed/demo-form';
import { completeDemoAnswers } from '../../../forms/testing/demo-form-answers';
import { startGuestApiApp, type GuestApiApp } from '../../../guests/testing/guest-links';
import { API } from '../../../jobs/testing/job-fixtures';
import { UNKNOWN_ATTACHMENTS } from '../../shared/guest-uploads';

const MB = 2 ** 20;
/** A 1 MB PDF: the budgets below are counted in such files. */
const FILE = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(MB - 9, 0x20)]);
const BUDGET = { address: 3, form: 8, unclaimed: 4 };

describe('what guests may store through POST /new/{appid}/attachments (decision 0031)', () => {
  let guests: GuestApiApp;
  let dataDir: string;
  let form: FormSnapshot;

  beforeAll(async () => {
    guests = await startGuestApiApp('upload-budget', {
      ALTCHA_COST: '1',
      AUTH_RATE_LIMIT: '1000',
      PUBLIC_UPLOAD_MB_PER_ADDRESS: String(BUDGET.address),
      PUBLIC_UPLOAD_MB_PER_FORM: String(BUDGET.form),
      PUBLIC_UPLOAD_UNCLAIMED_MB: String(BUDGET.unclaimed),
    });
    dataDir = guests.t.app.get<AppConfig>(APP_CONFIG).DATA_DIR;
    form = (await guests.t.http.get(`${API}/new/${DEMO_VARIANT_UUID}`).expect(200)).body.form;
  });
  afterAll(() => guests.close());
  beforeEach(async () => {
    await guests.t.pool.query('DELETE FROM guest_upload_charges');
    await guests.t.pool.query('DELETE FROM guest_uploads WHERE job_id IS NULL');
  });

  const http = () => guests.t.http;
  const solved = async () =>
    solveAltcha((await http().get(ALTCHA_CHALLENGE_PATH).expect(200)).body as Challenge);
  const grant = async (appid = DEMO_VARIANT_UUID) =>
    (
      await http()
        .post(`${API}/new/${appid}/upload-grant`)
        .send({ recaptcha: await solved() })
        .expect(201)
    ).body.grant as string;
  const upload = (from: string, proof: string | null, file = FILE) => {
    const request = http()
      .post(`${API}/new/${DEMO_VARIANT_UUID}/attachments`)
      .set('X-Forwarded-For', from);
    if (proof !== null) request.set(UPLOAD_GRANT_HEADER, proof);
    return request.attach('files[]', file, 'photo.pdf');
  };
  const storedFiles = () => {
    const folder = join(dataDir, 'uploads', 'attachments');
    return existsSync(folder) ? readdirSync(folder).length : 0;
  };
  const state = async () => ({
    files: storedFiles(),
    uploads: (await guests.t.pool.query('SELECT count(*)::int AS n FROM guest_uploads')).rows[0].n,
    charges: (await guests.t.pool.query('SELECT count(*)::int AS n FROM guest_upload_charges'))
      .rows[0].n,
  });

  describe('the proof', () => {
    it('refuses an upload without a grant, or with a wrong one, before anything is stored', async () => {
      const before = await state();
      const none = await upload('198.51.100.1', null);
      expect([none.status, none.body.message]).toEqual([400, UPLOAD_PROOF_MISSING]);
      for (const wrong of ['grant.e30.x', 'x', (await grant()).slice(0, -2) + 'AA']) {
        const answer = await upload('198.51.100.1', wrong);
        expect([answer.status, answer.body.message]).toEqual([400, CAPTCHA_INVALID]);
      }
      expect(await state()).toEqual(before);
    });

    it('takes uploads with a grant, and POST /new spends that grant once in place of the captcha', async () => {
      const proof = await grant();
      const [first] = (await upload('198.51.100.2', proof).expect(201)).body;
      const [second] = (await upload('198.51.100.2', proof).expect(201)).body;
      const submit = () =>
        http()
          .post(`${API}/new`)
          .send({
            appid: DEMO_VARIANT_UUID,
            project_name: 'Granted',
            recaptcha: proof,
            answers: completeDemoAnswers(form),
            attachments: [first.id, second.id],
          });
      expect((await submit()).status).toBe(201);
      const replay = await submit();
      expect([replay.status, replay.body.message]).toEqual([400, CAPTCHA_EXPIRED]);
    });

    it('spends the captcha for the grant: the same token gives no second grant', async () => {
      const token = await solved();
      const grantFor = () =>
        http().post(`${API}/new/${DEMO_VARIANT_UUID}/upload-grant`).send({ recaptcha: token });
      expect((await grantFor()).status).toBe(201);
      const again = await grantFor();
      expect([again.status, again.body.message]).toEqual([400, CAPTCHA_EXPIRED]);
    });
  });

  describe('the budgets', () => {
    it('refuses an address past its day with 429 naming the limit; other addresses still upload', async () => {
      const proof = await grant();
      await upload('198.51.100.3', proof).expect(201);
      await upload('198.51.100.3', proof).expect(201);
      const files = storedFiles();
      const third = await upload('198.51.100.3', proof);
      expect(third.status).toBe(429);
      expect(third.body.message).toMatch(
        /^Uploads from your address are limited to 3 MB a day; 2 MB of it is used, so this upload of 1 MB does not fit\./,
      );
      expect(storedFiles()).toBe(files);
      await upload('198.51.100.4', proof).expect(201);
    });

    it('counts an IPv6 network (/64) as one address', async () => {
      const proof = await grant();
      await upload('2001:db8:5:6::1', proof).expect(201);
      await upload('2001:db8:5:6::2', proof).expect(201);
      expect((await upload('2001:db8:5:6:ffff::3', proof)).status).toBe(429);
    });

    it('refuses a form past its day with 429, from any address', async () => {
      const proof = await grant();
      for (let n = 1; n <= BUDGET.form - 1; n += 1)
        await upload(`203.0.113.${n}`, proof).expect(201);
      const refused = await upload('203.0.113.200', proof);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Uploads to this form are limited to 8 MB a day; 7 MB/);
    });

    it('reserves atomically: of concurrent uploads from one address only what fits is kept', async () => {
      const proof = await grant();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => upload('198.51.100.5', proof)),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 429, 429, 429]);
      const { rows } = await guests.t.pool.query(
        `SELECT count(*)::int AS n, sum(bytes)::int AS bytes, bool_or(pending) AS pending
         FROM guest_upload_charges WHERE address = '198.51.100.5'`,
      );
      // Settled to the files' bytes, not the requests' sizes.
      expect(rows[0]).toEqual({ n: 2, bytes: 2 * FILE.length, pending: false });
    });

    it('gives a refused upload its reservation back', async () => {
      const proof = await grant();
      let tooMany = http()
        .post(`${API}/new/${DEMO_VARIANT_UUID}/attachments`)
        .set('X-Forwarded-For', '198.51.100.6')
        .set(UPLOAD_GRANT_HEADER, proof);
      for (let n = 0; n <= 20; n += 1)
        tooMany = tooMany.attach('files[]', Buffer.from('%PDF'), `p${n}.pdf`);
      await tooMany.expect(400);
      expect((await state()).charges).toBe(0);
    });

    it('makes room for new uploads by removing the oldest no job took, never a claimed one', async () => {
      const proof = await grant();
      const kept = async (from: string) => (await upload(from, proof).expect(201)).body[0].id;
      const claimed = await kept('192.0.2.1');
      const oldest = await kept('192.0.2.2');
      const second = await kept('192.0.2.3');
      await http()
        .post(`${API}/new`)
        .send({
          appid: DEMO_VARIANT_UUID,
          project_name: 'Claims one',
          recaptcha: await solved(),
          answers: completeDemoAnswers(form),
          attachments: [claimed],
        })
        .expect(201);
      const third = await kept('192.0.2.4');
      // Unclaimed: oldest, second, third (3 MB); a fourth MB and its framing pass the 4 MB cap.
      const fourth = await kept('192.0.2.5');
      const { rows } = await guests.t.pool.query<{ id: string }>(
        'SELECT id FROM guest_uploads WHERE id = ANY($1) ORDER BY created_at',
        [[claimed, oldest, second, third, fourth]],
      );
      expect(rows.map((row) => row.id)).toEqual([claimed, second, third, fourth]);
      const late = await http()
        .post(`${API}/new`)
        .send({
          appid: DEMO_VARIANT_UUID,
          project_name: 'Too late',
          recaptcha: await solved(),
          answers: completeDemoAnswers(form),
          attachments: [oldest],
        });
      expect([late.status, late.body.message]).toEqual([400, UNKNOWN_ATTACHMENTS]);
    });

    it('refuses with 429 when uploads still in flight hold the whole cap', async () => {
      await guests.t.pool.query(
        `INSERT INTO guest_upload_charges (id, address, form_id, bytes, pending)
         VALUES (gen_random_uuid(), '192.0.2.99', gen_random_uuid(), $1, true)`,
        [BUDGET.unclaimed * MB],
      );
      const answer = await upload('192.0.2.100', await grant());
      expect(answer.status).toBe(429);
      expect(answer.body.message).toBe(
        'Too many files are being uploaded to public forms right now (at most 4 MB may wait for their forms to be submitted). Please try again in a few minutes.',
      );
    });
  });
});
