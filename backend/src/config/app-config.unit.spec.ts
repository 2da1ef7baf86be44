import { InvalidConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('applies the defaults of the embedded set-up', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/data$/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names every bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      InvalidConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      const { problems } = error as InvalidConfigError;
      expect(problems).toHaveLength(2);
      expect(problems.join('\n')).toMatch(/PORT: Expected number/);
      expect(problems.join('\n')).toMatch(/DATABASE_URL: must start with postgres:\/\//);
    }
  });

  it('defaults the captcha to ALTCHA and needs both keys for reCAPTCHA', () => {
    expect(loadConfig({})).toMatchObject({ CAPTCHA_PROVIDER: 'altcha', ALTCHA_COST: 5000 });
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SITE_KEY: 'site' })).toThrow(
      'RECAPTCHA_SECRET: required with CAPTCHA_PROVIDER=recaptcha',
    );
    expect(
      loadConfig({ CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SITE_KEY: 's', RECAPTCHA_SECRET: 'x' })
        .RECAPTCHA_VERIFY_URL,
    ).toBe('https://www.google.com/recaptcha/api/siteverify');
  });

  it('keeps files on the disk by default; a bucket needs its name and both keys or none', () => {
    expect(loadConfig({}).FILE_STORAGE).toBe('local');
    expect(() => loadConfig({ FILE_STORAGE: 's3' })).toThrow(
      'S3_BUCKET: required with FILE_STORAGE=s3',
    );
    expect(() => loadConfig({ S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'S3_SECRET_ACCESS_KEY: S3 keys come in pairs: set both',
    );
    expect(() => loadConfig({ FILE_STORAGE: 'gcs' })).toThrow('FILE_STORAGE');
    expect(() => loadConfig({ S3_ENDPOINT: 'ftp://minio' })).toThrow('S3_ENDPOINT');
    expect(
      loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'uploads', S3_ENDPOINT: 'http://minio:9000' }),
    ).toMatchObject({ S3_BUCKET: 'uploads', S3_REGION: 'us-east-1' });
  });

  it('takes a secrets key only as 64 hex characters', () => {
    const hex = '0f'.repeat(32);
    expect(loadConfig({ SECRETS_KEY: hex }).SECRETS_KEY).toBe(hex);
    expect(loadConfig({}).SECRETS_KEY).toBeUndefined();
    for (const bad of ['0f'.repeat(31), Buffer.alloc(32).toString('base64'), 'g'.repeat(64)])
      expect(() => loadConfig({ SECRETS_KEY: bad })).toThrow(
        'SECRETS_KEY: must be 32 bytes as 64 hex characters',
      );
  });

  it('takes a provider portal template only with {directNo} in it', () => {
    const template = 'https://portal.example.com/notice/{directNo}';
    expect(loadConfig({ PROVIDER_PORTAL_URL: template }).PROVIDER_PORTAL_URL).toBe(template);
    expect(() => loadConfig({ PROVIDER_PORTAL_URL: 'https://portal.example.com/' })).toThrow(
      'PROVIDER_PORTAL_URL: must hold {directNo}',
    );
    expect(() => loadConfig({ PROVIDER_PORTAL_URL: 'javascript:alert({directNo})' })).toThrow(
      /PROVIDER_PORTAL_URL: must start with http/,
    );
  });
});
