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
});
