import { describe, expect, it } from 'vitest';
import { checkEnv } from './env-schema';

describe('checkEnv (VITE_APP_* checked when Vite starts)', () => {
  it('accepts no value, an empty one, a path or an absolute http(s) URL', () => {
    expect(() => checkEnv({})).not.toThrow();
    expect(() => checkEnv({ VITE_APP_API_URL: '' })).not.toThrow();
    expect(() => checkEnv({ VITE_APP_API_URL: '/backend/' })).not.toThrow();
    expect(() => checkEnv({ VITE_APP_API_URL: 'http://api.example.com/v1' })).not.toThrow();
  });

  it('refuses anything else, naming the variable and its value', () => {
    expect(() => checkEnv({ VITE_APP_API_URL: 'ftp://files.example.com' })).toThrow(
      'Invalid frontend configuration:\n' +
        '  - VITE_APP_API_URL "ftp://files.example.com": expected a path or an http(s) URL',
    );
    expect(() => checkEnv({ VITE_APP_API_URL: 42 })).toThrow(
      /VITE_APP_API_URL 42: Expected string/,
    );
  });
});
