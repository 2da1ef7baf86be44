import { parseResetCode } from '@job-intake/contracts/identity/identity-api';
import {
  INVITATION_INVALID_MESSAGE,
  OWN_MEMBERSHIP_MESSAGE,
  USER_CSV_EXAMPLE,
} from '@job-intake/contracts/identity/users-api';
import { startTestSmtpServer, type TestSmtpServer } from '../mail/testing/test-smtp-server';
import { DEMO_COMPANY_ID, DEMO_LOGINS } from '../seed/demo-seed';
import { createTestApp, type TestApp } from '../testing/test-app';
import { addMember, invitationToken } from './testing/invitations';
import { createOtherCompany, type OtherCompany } from './testing/other-company';

interface Row {
  id: string;
  membership_id: string;
  name: string;
  email: string;
  cnt_id: string | null;
  has_api_key: boolean;
  role: { id: string; name: string };
  is_self: boolean;
}

const PUBLIC_URL = 'https://intake.example.com';

describe('users API', () => {
  let smtp: TestSmtpServer;
  let superId: string;
  let t: TestApp;
  let admin: { Authorization: string };
  let standard: { Authorization: string };
  let superAdmin: { Authorization: string };
  let other: OtherCompany;
  let roles: Record<string, string>;

  const users = async (auth = admin, query = ''): Promise<Row[]> =>
    (await t.http.get(`/api/v1/users${query}`).set(auth).expect(200)).body.users;
  const counts = async () =>
    (
      await t.pool.query(
        'SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM memberships) AS memberships',
      )
    ).rows[0] as { users: number; memberships: number };
  const canLogin = async (email: string, password: string) =>
    (await t.http.post('/api/v1/auth/login').send({ email, password })).status === 200;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL, AUTH_RATE_LIMIT: '1000' });
    superId = (
      await t.pool.query('SELECT id FROM users WHERE email = $1', [DEMO_LOGINS.super.email])
    ).rows[0].id;
    admin = { Authorization: `Bearer ${await t.login('admin')}` };
    standard = { Authorization: `Bearer ${await t.login('standard')}` };
    superAdmin = { Authorization: `Bearer ${await t.login('super')}` };
    other = await createOtherCompany(t);
    const { rows } = await t.pool.query('SELECT name, id FROM roles WHERE company_id = $1', [
      DEMO_COMPANY_ID,
    ]);
    roles = Object.fromEntries(rows.map((row: { name: string; id: string }) => [row.name, row.id]));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  describe('GET /users', () => {
    it("lists the company's users by name with membership, role, cnt_id and whether a key is set", async () => {
      const { body } = await t.http.get('/api/v1/users').set(admin).expect(200);
      expect(body.company).toEqual({ id: DEMO_COMPANY_ID, name: 'Demo Construction Co.' });
      expect(body.users.map((row: Row) => row.name)).toEqual([
        'Alice Admin',
        'Audrey Auditor',
        'Rita Reviewer',
        'Stan Standard',
      ]);
      expect(body.users[2]).toEqual({
        id: expect.any(String),
        membership_id: expect.any(String),
        name: 'Rita Reviewer',
        email: DEMO_LOGINS.reviewer.email,
        cnt_id: '100245',
        has_api_key: true,
        role: { id: roles.Reviewer, name: 'Reviewer' },
        is_self: false,
        created_at: expect.any(String),
      });
      expect(body.users[0]).toMatchObject({ is_self: true, has_api_key: false, cnt_id: null });
      expect(JSON.stringify(body)).not.toContain('demo-api-key');
      expect(JSON.stringify(body)).not.toContain(other.adminId);
    });

    it('needs the users permission (403) and a sign-in (401)', async () => {
      await t.http.get('/api/v1/users').set(standard).expect(403);
      await t.http.get('/api/v1/users').expect(401);
    });

    it("shows another company's users to a super admin only (/admin/users/{id})", async () => {
      const listed = await users(superAdmin, `?company_id=${other.companyId}`);
      expect(listed.map((row) => row.id).sort()).toEqual([other.adminId, other.memberId].sort());
      await t.http.get(`/api/v1/users?company_id=${other.companyId}`).set(admin).expect(403);
    });
  });

  describe('POST /user', () => {
    const outsider = { email: 'outside.admin@elsewhere.example', id: '' };
    beforeAll(async () => {
      await t.http
        .post('/api/v1/auth/register')
        .send({
          name: 'Outside Admin',
          email: outsider.email,
          password: 'outside-admin-pass',
          company_name: 'Elsewhere Inc.',
        })
        .expect(201);
      outsider.id = (
        await t.pool.query('SELECT id FROM users WHERE email = $1', [outsider.email])
      ).rows[0].id;
    });
    const invite = (body: object, auth = admin) =>
      t.http.post('/api/v1/user').set(auth).send(body).expect(201);
    const accept = (token: string) => t.http.post('/api/v1/invitation/accept').send({ token });
    const pending = async () =>
      (
        (await t.http.get('/api/v1/users').set(admin).expect(200)).body.invitations as {
          email: string;
        }[]
      ).map((row) => row.email);

    /** The answer with what differs between any two invitations (ids, times, typed values) masked. */
    const shape = (body: { invitation: Record<string, unknown>; message: string }) => ({
      ...body,
      invitation: { ...body.invitation, id: 'id', expires_at: 'at', created_at: 'at' },
    });

    it('invites a new e-mail: a pending entry as typed; accepting makes the account, with no usable password, and leads on to choosing one', async () => {
      const before = await counts();
      const typed = {
        name: ' Pat New ',
        email: ' pat.new@example.com ',
        cnt_id: '100250',
        api_key: 'demo-api-key-100250',
        value: roles.Reviewer,
      };
      const { body } = await invite(typed);
      expect(body).toEqual({
        message: 'An invitation was sent to pat.new@example.com.',
        invitation: {
          id: expect.any(String),
          name: 'Pat New',
          email: 'pat.new@example.com',
          role: { id: roles.Reviewer, name: 'Reviewer' },
          expires_at: expect.any(String),
          expired: false,
          created_at: expect.any(String),
        },
      });
      expect(await counts()).toEqual(before);
      expect(await pending()).toContain('pat.new@example.com');

      const token = invitationToken(smtp, 'pat.new@example.com');
      const lookup = await t.http.post('/api/v1/invitation/lookup').send({ token }).expect(200);
      expect(lookup.body).toEqual({
        company: { name: 'Demo Construction Co.' },
        email: 'pat.new@example.com',
        role: 'Reviewer',
        new_account: true,
      });
      const accepted = await accept(token).expect(200);
      expect(accepted.body.message).toBe('You are now a member of Demo Construction Co.');
      const code = parseResetCode(
        new URL(accepted.body.redirect, PUBLIC_URL).searchParams.get('code') ?? '',
      );
      expect(code?.email).toBe('pat.new@example.com');
      const { rows: codes } = await t.pool.query(
        `SELECT r.expires_at > now() + interval '6 days' AS lasts_days
           FROM password_resets r JOIN users u ON u.id = r.user_id
          WHERE u.email = 'pat.new@example.com' AND r.used_at IS NULL`,
      );
      expect(codes).toEqual([{ lasts_days: true }]);

      const row = (await users()).find((user) => user.email === 'pat.new@example.com');
      expect(row).toMatchObject({ name: 'Pat New', cnt_id: '100250', has_api_key: true });
      expect(await pending()).not.toContain('pat.new@example.com');
      for (const guess of ['pat.new@example.com', DEMO_LOGINS.admin.email]) {
        expect(await canLogin('pat.new@example.com', guess)).toBe(false);
      }
      await t.http
        .post('/api/v1/auth/reset')
        .send({
          email: code?.email,
          reset_code: code?.code,
          new_pass: 'pat-chose-this',
          confirm_pass: 'pat-chose-this',
        })
        .expect(200);
      expect(await canLogin('pat.new@example.com', 'pat-chose-this')).toBe(true);
    });

    it.each([
      ["another company's admin", () => outsider.email, () => outsider.id],
      ['the super admin', () => DEMO_LOGINS.super.email, () => superId],
    ])(
      "answers for %s's e-mail exactly as for a new one, and adds nobody until the link is accepted",
      async (_who, emailOf, idOf) => {
        const email = emailOf();
        const before = await counts();
        const outside = await invite({
          name: 'Typed Name',
          email: email.toUpperCase(),
          value: roles['Standard User'],
        });
        const fresh = await invite({
          name: 'Typed Name',
          email: `fresh-${Date.now()}@example.com`,
          value: roles['Standard User'],
        });
        expect(Object.keys(outside.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
        expect(shape(outside.body)).toEqual({
          ...shape(fresh.body),
          message: `An invitation was sent to ${email.toUpperCase()}.`,
          invitation: { ...shape(fresh.body).invitation, email: email.toUpperCase() },
        });
        expect(JSON.stringify(outside.body)).not.toContain(idOf());
        expect(await counts()).toEqual(before);
        expect((await users()).map((row) => row.id)).not.toContain(idOf());
        await t.http
          .patch(`/api/v1/user/${idOf()}`)
          .set(admin)
          .send({ name: 'Hijacked' })
          .expect(404);

        const token = invitationToken(smtp, email);
        const lookup = await t.http.post('/api/v1/invitation/lookup').send({ token }).expect(200);
        expect(lookup.body.new_account).toBe(false);
        expect((await accept(token).expect(200)).body.redirect).toBe('/login');
        const joined = (await users()).find((row) => row.id === idOf());
        expect(joined).toMatchObject({ role: { name: 'Standard User' } });
        expect(joined?.name).not.toBe('Typed Name');
        expect(await counts()).toEqual({
          users: before.users,
          memberships: before.memberships + 1,
        });
      },
    );

    it('takes each link once, and not after it expired', async () => {
      await invite({ name: 'Once', email: 'once@example.com', value: roles.Reviewer });
      const once = invitationToken(smtp, 'once@example.com');
      await accept(once).expect(200);
      const again = await accept(once).expect(400);
      expect(again.body.message).toBe(INVITATION_INVALID_MESSAGE);

      await invite({ name: 'Late', email: 'late@example.com', value: roles.Reviewer });
      const late = invitationToken(smtp, 'late@example.com');
      await t.pool.query(
        "UPDATE invitations SET expires_at = now() - interval '1 second' WHERE email = 'late@example.com'",
      );
      const listed = (await t.http.get('/api/v1/users').set(admin).expect(200)).body.invitations;
      expect(
        listed.find((row: { email: string }) => row.email === 'late@example.com'),
      ).toMatchObject({ expired: true });
      const before = await counts();
      await t.http.post('/api/v1/invitation/lookup').send({ token: late }).expect(400);
      expect((await accept(late).expect(400)).body.message).toBe(INVITATION_INVALID_MESSAGE);
      await accept('not-a-token').expect(400);
      expect(await counts()).toEqual(before);
    });

    it('replaces the open invitation when the same e-mail is invited again: only the newest link works', async () => {
      await invite({ name: 'Twice', email: 'twice@example.com', value: roles.Reviewer });
      const first = invitationToken(smtp, 'twice@example.com');
      await invite({ name: 'Twice', email: 'twice@example.com', value: roles.Admin });
      const second = invitationToken(smtp, 'twice@example.com');
      expect((await pending()).filter((email) => email === 'twice@example.com')).toHaveLength(1);
      await accept(first).expect(400);
      await accept(second).expect(200);
      expect((await users()).find((row) => row.email === 'twice@example.com')?.role.name).toBe(
        'Admin',
      );
    });

    it('refuses an e-mail that is already a user of this company (409)', async () => {
      const before = await counts();
      const answer = await t.http
        .post('/api/v1/user')
        .set(admin)
        .send({
          name: 'Stan Again',
          email: DEMO_LOGINS.standard.email.toUpperCase(),
          value: roles.Admin,
        })
        .expect(409);
      expect(answer.body.message).toBe(
        `${DEMO_LOGINS.standard.email.toUpperCase()} is already a user of this company.`,
      );
      expect(await counts()).toEqual(before);
    });

    it.each([
      [{ email: 'a@example.com' }, 'name is required'],
      [{ name: '  ', email: 'a@example.com' }, 'name is required'],
      [{ name: 'A' }, 'email is required'],
      [
        { name: 'A', email: 'a@example' },
        'email must be a valid e-mail address (like name@example.com)',
      ],
      [{ name: 'A', email: 'a@example.c' }, 'email must be a valid e-mail address'],
      [{ name: 'A', email: 'a b@example.com' }, 'email must be a valid e-mail address'],
      [
        { name: 'A', email: 'a@example.com', cnt_id: '12a' },
        'cnt_id must be a contact number (digits only)',
      ],
      [
        { name: 'A', email: 'a@example.com', api_key: 'has space' },
        'api_key must not contain spaces',
      ],
      [
        { name: 'A', email: 'a@example.com', value: undefined },
        'value (the role) is required: choose a role',
      ],
      [{ name: 'A', email: 'a@example.com', value: 'admin' }, 'value (the role) must be a role id'],
      [{ name: 'A', email: 'a@example.com', password: 'x' }, 'property password should not exist'],
    ])('refuses %j with 400 naming the field, and changes nothing', async (payload, message) => {
      const before = await counts();
      const body = { value: roles.Admin, ...payload };
      const answer = await t.http.post('/api/v1/user').set(admin).send(body).expect(400);
      expect(JSON.stringify(answer.body.message)).toContain(message);
      expect(await counts()).toEqual(before);
    });

    it("answers 404 for another company's role, and creates nothing", async () => {
      const before = await counts();
      const answer = await t.http
        .post('/api/v1/user')
        .set(admin)
        .send({ name: 'A', email: 'cross@example.com', value: other.adminRoleId })
        .expect(404);
      expect(answer.body.message).toBe('Role not found');
      expect(await counts()).toEqual(before);
    });

    it('needs the users permission (403) and a sign-in (401)', async () => {
      const body = { name: 'A', email: 'nope@example.com', value: roles.Admin };
      await t.http.post('/api/v1/user').set(standard).send(body).expect(403);
      await t.http.post('/api/v1/user').send(body).expect(401);
    });

    it('lets a super admin invite a user to another company', async () => {
      const created = await addMember(
        t,
        smtp,
        superAdmin,
        { name: 'Via Super', email: 'via.super@example.com', value: other.standardRoleId },
        `?company_id=${other.companyId}`,
      );
      const { rows } = await t.pool.query('SELECT company_id FROM memberships WHERE user_id = $1', [
        created.id,
      ]);
      expect(rows).toEqual([{ company_id: other.companyId }]);
    });
  });

  describe('PATCH /user/{id}', () => {
    let pat: { id: string };
    beforeAll(async () => {
      pat = await addMember(t, smtp, admin, {
        name: 'Pat Edit',
        email: 'pat.edit@example.com',
        cnt_id: '100245',
        api_key: 'k-1',
        value: roles['Standard User'],
      });
    });
    const key = async (id: string) =>
      (await t.pool.query('SELECT api_key FROM users WHERE id = $1', [id])).rows[0].api_key as
        string | null;

    it('changes name, e-mail, CNT ID and role; a left-out api_key stays', async () => {
      const { body } = await t.http
        .patch(`/api/v1/user/${pat.id}`)
        .set(admin)
        .send({
          id: pat.id,
          name: 'Pat Edited',
          email: 'pat.edited@example.com',
          cnt_id: '',
          value: roles.Reviewer,
        })
        .expect(200);
      expect(body.user).toMatchObject({
        name: 'Pat Edited',
        email: 'pat.edited@example.com',
        cnt_id: null,
        has_api_key: true,
        role: { id: roles.Reviewer, name: 'Reviewer' },
      });
      expect(await key(pat.id)).toBe('k-1');
    });

    it('sets and removes the API key', async () => {
      await t.http.patch(`/api/v1/user/${pat.id}`).set(admin).send({ api_key: 'k-2' }).expect(200);
      expect(await key(pat.id)).toBe('k-2');
      const { body } = await t.http
        .patch(`/api/v1/user/${pat.id}`)
        .set(admin)
        .send({ api_key: null })
        .expect(200);
      expect(body.user.has_api_key).toBe(false);
      expect(await key(pat.id)).toBeNull();
    });

    it.each([
      [{ name: '' }, 'name is required'],
      [{ email: 'nope' }, 'email must be a valid e-mail address'],
      [{ cnt_id: 'x1' }, 'cnt_id must be a contact number (digits only)'],
      [{ value: 'x' }, 'value (the role) must be a role id'],
      [{ id: '3b0f5f55-3b8e-4a8b-9b0c-5a9b1c1e2d3f' }, 'id in the body must be the id of the URL'],
    ])('refuses %j with 400 and changes nothing', async (payload, message) => {
      const before = (await users()).find((row) => row.id === pat.id);
      const answer = await t.http
        .patch(`/api/v1/user/${pat.id}`)
        .set(admin)
        .send(payload)
        .expect(400);
      expect(JSON.stringify(answer.body.message)).toContain(message);
      expect((await users()).find((row) => row.id === pat.id)).toEqual(before);
    });

    it("refuses another user's e-mail (409)", async () => {
      const answer = await t.http
        .patch(`/api/v1/user/${pat.id}`)
        .set(admin)
        .send({ email: DEMO_LOGINS.standard.email })
        .expect(409);
      expect(answer.body.message).toBe(
        `Another user already has the e-mail ${DEMO_LOGINS.standard.email}.`,
      );
    });

    it("answers 404 for another company's user and an unknown one, and changes nothing", async () => {
      await t.http
        .patch(`/api/v1/user/${other.adminId}`)
        .set(admin)
        .send({ name: 'Hijacked' })
        .expect(404);
      await t.http
        .patch('/api/v1/user/3b0f5f55-3b8e-4a8b-9b0c-5a9b1c1e2d3f')
        .set(admin)
        .send({ name: 'X' })
        .expect(404);
      const { rows } = await t.pool.query('SELECT name FROM users WHERE id = $1', [other.adminId]);
      expect(rows[0].name).toBe('Olga Other');
    });

    it('changes only the role of a user who also belongs to another company', async () => {
      await addMember(t, smtp, admin, {
        name: 'Mo',
        email: (await t.pool.query('SELECT email FROM users WHERE id = $1', [other.memberId]))
          .rows[0].email,
        value: roles['Standard User'],
      });
      const answer = await t.http
        .patch(`/api/v1/user/${other.memberId}`)
        .set(admin)
        .send({ email: 'taken.over@example.com' })
        .expect(403);
      expect(answer.body.message).toMatch(
        /also belongs to another company, so only their role can be changed here/,
      );
      await t.http
        .patch(`/api/v1/user/${other.memberId}`)
        .set(admin)
        .send({ name: 'Mo Member', value: roles.Reviewer })
        .expect(200);
      const { rows } = await t.pool.query('SELECT email FROM users WHERE id = $1', [
        other.memberId,
      ]);
      expect(rows[0].email).toMatch(/^member-/);
    });

    it('refuses to give yourself a role without the users permission (409)', async () => {
      const me = (await users()).find((row) => row.is_self)!;
      const answer = await t.http
        .patch(`/api/v1/user/${me.id}`)
        .set(admin)
        .send({ value: roles['Standard User'] })
        .expect(409);
      expect(answer.body.message).toMatch(/^You can't give yourself the role 'Standard User'/);
      expect((await users()).find((row) => row.is_self)!.role.name).toBe('Admin');
    });

    it('needs the users permission (403) and a sign-in (401)', async () => {
      await t.http.patch(`/api/v1/user/${pat.id}`).set(standard).send({ name: 'X' }).expect(403);
      await t.http.patch(`/api/v1/user/${pat.id}`).send({ name: 'X' }).expect(401);
    });
  });

  describe('DELETE /invitation/{id}', () => {
    const openInvitations = async () =>
      (
        (await t.http.get('/api/v1/users').set(admin).expect(200)).body.invitations as {
          id: string;
          email: string;
        }[]
      ).map((row) => row.id);

    it('withdraws an open invitation: it leaves the list and its link stops working', async () => {
      const { body } = await t.http
        .post('/api/v1/user')
        .set(admin)
        .send({ name: 'Wanda', email: 'wanda@example.com', value: roles.Reviewer })
        .expect(201);
      const token = invitationToken(smtp, 'wanda@example.com');
      const answer = await t.http
        .delete(`/api/v1/invitation/${body.invitation.id}`)
        .set(admin)
        .expect(200);
      expect(answer.body).toEqual({ invitation_id: body.invitation.id });
      expect(await openInvitations()).not.toContain(body.invitation.id);
      await t.http.post('/api/v1/invitation/accept').send({ token }).expect(400);
      await t.http.delete(`/api/v1/invitation/${body.invitation.id}`).set(admin).expect(404);
    });

    it("answers 404 for another company's invitation and keeps it; needs the users permission", async () => {
      const answer = await t.http
        .delete(`/api/v1/invitation/${other.invitationId}`)
        .set(admin)
        .expect(404);
      expect(answer.body.message).toBe('Invitation not found');
      const { rows } = await t.pool.query('SELECT 1 FROM invitations WHERE id = $1', [
        other.invitationId,
      ]);
      expect(rows).toHaveLength(1);
      await t.http.delete(`/api/v1/invitation/${other.invitationId}`).set(standard).expect(403);
      await t.http.delete(`/api/v1/invitation/${other.invitationId}`).expect(401);
      await t.http.delete('/api/v1/invitation/not-a-uuid').set(admin).expect(400);
    });
  });

  describe('DELETE /membership/{id}', () => {
    it('removes a user from the company; their token stops working', async () => {
      const created = await addMember(t, smtp, admin, {
        name: 'Temp Worker',
        email: 'temp@example.com',
        value: roles['Standard User'],
      });
      const code = parseResetCode(
        new URL(created.redirect, PUBLIC_URL).searchParams.get('code') ?? '',
      );
      const password = 'temp-worker-pass';
      await t.http
        .post('/api/v1/auth/reset')
        .send({
          email: code?.email,
          reset_code: code?.code,
          new_pass: password,
          confirm_pass: password,
        })
        .expect(200);
      const token = await t.login({ email: 'temp@example.com', password });
      const answer = await t.http
        .delete(`/api/v1/membership/${created.membership_id}`)
        .set(admin)
        .expect(200);
      expect(answer.body).toEqual({ membership_id: created.membership_id });
      expect((await users()).map((row) => row.email)).not.toContain('temp@example.com');
      await t.http
        .get('/api/v1/jobs')
        .set({ Authorization: `Bearer ${token}` })
        .expect(401);
    });

    it('refuses your own membership (409) with a clear message', async () => {
      const me = (await users()).find((row) => row.is_self)!;
      const answer = await t.http
        .delete(`/api/v1/membership/${me.membership_id}`)
        .set(admin)
        .expect(409);
      expect(answer.body.message).toBe(OWN_MEMBERSHIP_MESSAGE);
      expect((await users()).some((row) => row.is_self)).toBe(true);
    });

    it("answers 404 for another company's membership, and keeps it", async () => {
      await t.http.delete(`/api/v1/membership/${other.adminMembershipId}`).set(admin).expect(404);
      const { rows } = await t.pool.query('SELECT 1 FROM memberships WHERE id = $1', [
        other.adminMembershipId,
      ]);
      expect(rows).toHaveLength(1);
      await t.http.delete('/api/v1/membership/not-a-uuid').set(admin).expect(400);
    });

    it('needs the users permission (403) and a sign-in (401)', async () => {
      const stan = (await users()).find((row) => row.name === 'Stan Standard')!;
      await t.http.delete(`/api/v1/membership/${stan.membership_id}`).set(standard).expect(403);
      await t.http.delete(`/api/v1/membership/${stan.membership_id}`).expect(401);
    });
  });

  describe('POST /userFile', () => {
    const upload = (
      auth: Record<string, string>,
      csv: string | undefined,
      fields: Record<string, string>,
      query = '',
    ) => {
      let request = t.http.post(`/api/v1/userFile${query}`).set(auth);
      for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
      if (csv !== undefined)
        request = request.attach('file', Buffer.from(csv), {
          filename: 'users.csv',
          contentType: 'text/csv',
        });
      return request;
    };

    it('invites every line but a member, new e-mails and accounts of other companies alike', async () => {
      const olga = other.adminLogin.email;
      const csv = [
        'name,email,cnt_id,api_key,role',
        'Una Upload,una@example.com,100245,,Reviewer',
        'Vic Upload,vic@example.com,,,',
        `Olga Again,${olga},,,admin`,
        `Stan Standard,${DEMO_LOGINS.standard.email},,,`,
      ].join('\n');
      const before = await counts();
      const { body } = await upload(admin, csv, {
        div_id: '5001',
        role_id: roles['Standard User']!,
      }).expect(200);
      expect(body).toEqual({
        upload_count: 3,
        users: [
          {
            line: 2,
            name: 'Una Upload',
            email: 'una@example.com',
            role: 'Reviewer',
            status: 'invited',
          },
          {
            line: 3,
            name: 'Vic Upload',
            email: 'vic@example.com',
            role: 'Standard User',
            status: 'invited',
          },
          { line: 4, name: 'Olga Again', email: olga, role: 'Admin', status: 'invited' },
          {
            line: 5,
            name: 'Stan Standard',
            email: DEMO_LOGINS.standard.email,
            role: 'Standard User',
            status: 'existing',
          },
        ],
      });
      expect(await counts()).toEqual(before);
      expect((await users()).map((row) => row.id)).not.toContain(other.adminId);
      expect(await canLogin('vic@example.com', DEMO_LOGINS.admin.email)).toBe(false);

      for (const email of ['una@example.com', olga]) {
        const token = invitationToken(smtp, email);
        await t.http.post('/api/v1/invitation/accept').send({ token }).expect(200);
      }
      const listed = await users();
      expect(listed.find((row) => row.email === 'una@example.com')).toMatchObject({
        cnt_id: '100245',
        role: { name: 'Reviewer' },
      });
      expect(listed.find((row) => row.id === other.adminId)).toMatchObject({
        name: 'Olga Other',
        role: { name: 'Admin' },
      });
    });

    it('refuses the whole file when a line is bad, listing every bad line, and imports nothing', async () => {
      const csv = [
        'name,email,cnt_id',
        'Good One,good1@example.com,',
        ',noname@example.com,', // 3
        'Bad Mail,bad@,', // 4
        'Wrong Place,wrong@example.com,100250', // 5: 100250 works at 5002 only
      ].join('\n');
      const before = await counts();
      const answer = await upload(admin, csv, {
        div_id: '5001',
        role_id: roles['Standard User']!,
      }).expect(400);
      expect(answer.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message:
          'The file was not imported: 3 lines have problems. Fix them and upload the file again.',
        errors: [
          { line: 3, field: 'name', reason: 'name is required' },
          {
            line: 4,
            field: 'email',
            reason: "email 'bad@' is not a valid e-mail address (like name@example.com)",
          },
          {
            line: 5,
            field: 'cnt_id',
            reason:
              'cnt_id 100250 is not a contact of the location Demo Construction Co. – Main Office (Cleveland, OH)',
          },
        ],
      });
      expect(await counts()).toEqual(before);
    });

    it('says what is wrong with a file that cannot be read as users', async () => {
      const answer = await upload(admin, 'name;email\nA;a@example.com\n', {
        div_id: '5001',
        role_id: roles.Admin!,
      }).expect(400);
      expect(answer.body.message).toMatch(
        /^The file was not imported: Unknown column 'name;email'/,
      );
      expect(answer.body.errors).toEqual([{ line: 1, reason: expect.any(String) }]);
    });

    it.each([
      [
        { div_id: '5004' },
        'div_id: the location Demo Construction Co. – Toledo Branch (Toledo, OH) is not active.',
      ],
      [{ div_id: '9999' }, "div_id: 9999 is not one of the provider's locations."],
      [{ div_id: '' }, 'div_id is required: choose a location'],
      [{ div_id: 'x' }, 'div_id must be a location number (DIV_ID)'],
      [{ role_id: 'x' }, 'role_id must be a role id'],
      [{ extra: '1' }, 'property extra should not exist'],
    ])('refuses the fields %j with 400', async (fields, message) => {
      const before = await counts();
      const answer = await upload(admin, USER_CSV_EXAMPLE, {
        div_id: '5001',
        role_id: roles.Admin!,
        ...fields,
      }).expect(400);
      expect(JSON.stringify(answer.body.message)).toContain(message);
      expect(await counts()).toEqual(before);
    });

    it('needs a file (400)', async () => {
      const answer = await upload(admin, undefined, {
        div_id: '5001',
        role_id: roles.Admin!,
      }).expect(400);
      expect(answer.body.message).toBe('file is required: choose a CSV file to upload');
    });

    it("answers 404 for another company's role", async () => {
      await upload(admin, USER_CSV_EXAMPLE, {
        div_id: '5001',
        role_id: other.standardRoleId,
      }).expect(404);
    });

    it('needs the users permission (403) and a sign-in (401)', async () => {
      await upload(standard, USER_CSV_EXAMPLE, { div_id: '5001', role_id: roles.Admin! }).expect(
        403,
      );
      await upload({}, USER_CSV_EXAMPLE, { div_id: '5001', role_id: roles.Admin! }).expect(401);
    });

    it("lets a super admin upload into another company's users", async () => {
      const csv = 'name,email\nZed Zone,zed@example.com\n';
      const { body } = await upload(
        superAdmin,
        csv,
        { div_id: '5002', role_id: other.standardRoleId },
        `?company_id=${other.companyId}`,
      ).expect(200);
      expect(body.upload_count).toBe(1);
      const { rows } = await t.pool.query('SELECT company_id FROM invitations WHERE email = $1', [
        'zed@example.com',
      ]);
      expect(rows).toEqual([{ company_id: other.companyId }]);
    });
  });
});
