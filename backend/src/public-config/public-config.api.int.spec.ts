import { loadConfig } from '../config/app-config';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('GET /config (public)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers anyone the footer's support contacts, the demo defaults without configuration", async () => {
    const answer = await t.http.get('/api/v1/config').expect(200);
    expect(answer.body).toEqual({
      support: {
        phone: '(440) 555-0100',
        email: 'support@job-intake.local',
        postal_address: 'Job Intake Services, 100 Provider Way, Mentor, OH 44060',
      },
    });
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
  });

  it('takes the contacts from the environment and refuses a bad support e-mail', () => {
    const config = loadConfig({
      SUPPORT_PHONE: ' 1-800-555-0199 ',
      SUPPORT_EMAIL: 'help@provider.example',
      PROVIDER_POSTAL_ADDRESS: 'PO Box 1, Cleveland, OH 44101',
    });
    expect(config).toMatchObject({
      SUPPORT_PHONE: '1-800-555-0199',
      SUPPORT_EMAIL: 'help@provider.example',
      PROVIDER_POSTAL_ADDRESS: 'PO Box 1, Cleveland, OH 44101',
    });
    expect(() => loadConfig({ SUPPORT_EMAIL: 'not an address' })).toThrow(/SUPPORT_EMAIL/);
  });
});
