import { OWN_MEMBERSHIP_MESSAGE, USER_CSV_EXAMPLE } from '@job-intake/contracts/identity/users-api';
import { DEMO_COMPANY_ID, DEMO_LOGINS } from '../seed/demo-seed';
import { createTestApp, type TestApp } from '../testing/test-app';
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

describe('users API', () => {
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
    t = await createTestApp();
    admin = { Authorization: `Bearer ${await t.login('admin')}` };
    standard = { Authorization: `Bearer ${await t.login('standard')}` };
    superAdmin = { Authorization: `Bearer ${await t.login('super')}` };
    other = await createOtherCompany(t);
    const { rows } = await t.pool.query('SELECT name, id FROM roles WHERE company_id = $1', [
      DEMO_COMPANY_ID,
    ]);
    roles = Object.fromEntries(rows.map((row: { name: string; id: string }) => [row.name, row.id]));
  });
  afterAll(() => t.close());

  describe('GET /users', () => {
    it("lists the company's users by name with membership, role, cnt_id and whether a key is set", async () => {
      const { body } = await t.http.get('/api/v1/users').set(admin).expect(200);
      expect(body.company).toEqual({ id: DEMO_COMPANY_ID, name: 'Demo Construction Co.' });
      expect(body.users.map((row: Row) => row.name)).toEqual([
        'Alice Admin',
        'Rita Reviewer',
        'Stan Standard',
      ]);
      expect(body.users[1]).toEqual({
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
    it("creates a user whose first password is the creator's e-mail, with a membership", async () => {
      const created = await t.http
        .post('/api/v1/user')
        .set(admin)
        .send({
          name: ' Pat New ',
          email: ' pat.new@example.com ',
          cnt_id: '100250',
          api_key: 'demo-api-key-100250',
          value: roles.Reviewer,
        })
        .expect(201);
      expect(created.body).toEqual({
        created: true,
        user: expect.objectContaining({
          name: 'Pat New',
          email: 'pat.new@example.com',
          cnt_id: '100250',
          has_api_key: true,
          role: { id: roles.Reviewer, name: 'Reviewer' },
          is_self: false,
        }),
      });
      expect((await users()).map((row) => row.email)).toContain('pat.new@example.com');
      expect(await canLogin('pat.new@example.com', DEMO_LOGINS.admin.email)).toBe(true);
      const { rows } = await t.pool.query('SELECT api_key FROM users WHERE id = $1', [
        created.body.user.id,
      ]);
      expect(rows[0].api_key).toBe('demo-api-key-100250');
    });

    it('adds an existing user (any e-mail case) to the company instead of creating a second one', async () => {
      const before = await counts();
      const member = (await users(superAdmin, `?company_id=${other.companyId}`)).find(
        (row) => row.id === other.memberId,
      )!;
      const added = await t.http
        .post('/api/v1/user')
        .set(admin)
        .send({
          name: 'Someone Else',
          email: member.email.toUpperCase(),
          value: roles['Standard User'],
        })
        .expect(201);
      expect(added.body.created).toBe(false);
      expect(added.body.user).toMatchObject({
        id: other.memberId,
        name: 'Mo Member',
        has_api_key: true,
      });
      expect(await counts()).toEqual({ users: before.users, memberships: before.memberships + 1 });
      expect(await canLogin(member.email, 'other-member-pass')).toBe(true);
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
        `${DEMO_LOGINS.standard.email} is already a user of this company.`,
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

    it('lets a super admin add a user to another company', async () => {
      const created = await t.http
        .post(`/api/v1/user?company_id=${other.companyId}`)
        .set(superAdmin)
        .send({ name: 'Via Super', email: 'via.super@example.com', value: other.standardRoleId })
        .expect(201);
      const { rows } = await t.pool.query('SELECT company_id FROM memberships WHERE user_id = $1', [
        created.body.user.id,
      ]);
      expect(rows).toEqual([{ company_id: other.companyId }]);
    });
  });

  describe('PATCH /user/{id}', () => {
    let pat: Row;
    beforeAll(async () => {
      pat = (
        await t.http
          .post('/api/v1/user')
          .set(admin)
          .send({
            name: 'Pat Edit',
            email: 'pat.edit@example.com',
            cnt_id: '100245',
            api_key: 'k-1',
            value: roles['Standard User'],
          })
          .expect(201)
      ).body.user;
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
      // Mo Member joined the demo company in an earlier test.
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

  describe('DELETE /membership/{id}', () => {
    it('removes a user from the company; their token stops working', async () => {
      const created = await t.http
        .post('/api/v1/user')
        .set(admin)
        .send({ name: 'Temp Worker', email: 'temp@example.com', value: roles['Standard User'] })
        .expect(201);
      const token = await t.login({ email: 'temp@example.com', password: DEMO_LOGINS.admin.email });
      const answer = await t.http
        .delete(`/api/v1/membership/${created.body.user.membership_id}`)
        .set(admin)
        .expect(200);
      expect(answer.body).toEqual({ membership_id: created.body.user.membership_id });
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

    it('imports the file: new users, an existing user added, one already here left alone', async () => {
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
            status: 'created',
          },
          {
            line: 3,
            name: 'Vic Upload',
            email: 'vic@example.com',
            role: 'Standard User',
            status: 'created',
          },
          { line: 4, name: 'Olga Again', email: olga, role: 'Admin', status: 'added' },
          {
            line: 5,
            name: 'Stan Standard',
            email: DEMO_LOGINS.standard.email,
            role: 'Standard User',
            status: 'existing',
          },
        ],
      });
      expect(await counts()).toEqual({
        users: before.users + 2,
        memberships: before.memberships + 3,
      });
      expect(await canLogin('vic@example.com', DEMO_LOGINS.admin.email)).toBe(true);
      const una = (await users()).find((row) => row.email === 'una@example.com');
      expect(una).toMatchObject({ cnt_id: '100245', role: { name: 'Reviewer' } });
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
      const listed = await users(superAdmin, `?company_id=${other.companyId}`);
      expect(listed.map((row) => row.email)).toContain('zed@example.com');
    });
  });
});
