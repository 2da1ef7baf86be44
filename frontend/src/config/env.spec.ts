import { describe, expect, it } from 'vitest';
import { createEnv } from './env';

describe('createEnv (VITE_APP_* validated at start-up)', () => {
  it('defaults the API to /api/v1 on the page origin', () => {
    expect(createEnv({}).apiUrl).toBe(`${window.location.origin}/api/v1`);
    expect(createEnv({ VITE_APP_API_URL: '' }).apiUrl).toBe(`${window.location.origin}/api/v1`);
  });

  it('takes a path or an absolute http(s) URL, without the trailing slash', () => {
    expect(createEnv({ VITE_APP_API_URL: '/backend/' }).apiUrl).toBe(
      `${window.location.origin}/backend`,
    );
    expect(createEnv({ VITE_APP_API_URL: 'https://api.example.com/v1//' }).apiUrl).toBe(
      'https://api.example.com/v1',
    );
  });

  it('refuses anything else, naming the variable and its value', () => {
    expect(() => createEnv({ VITE_APP_API_URL: 'ftp://files.example.com' })).toThrow(
      'VITE_APP_API_URL "ftp://files.example.com": expected a path or an http(s) URL',
    );
    expect(() => createEnv({ VITE_APP_API_URL: 42 })).toThrow(
      /VITE_APP_API_URL 42: Expected string/,
    );
  });
});
