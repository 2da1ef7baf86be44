import { describe, expect, it } from 'vitest';
import { createEnv } from './env';

const origin = 'https://app.example.com';

describe('createEnv (the API address resolved in the browser)', () => {
  it('defaults the API to /api/v1 on the page origin', () => {
    expect(createEnv({}, origin).apiUrl).toBe(`${origin}/api/v1`);
    expect(createEnv({ VITE_APP_API_URL: '' }, origin).apiUrl).toBe(`${origin}/api/v1`);
  });

  it('takes a path or an absolute http(s) URL, without the trailing slash', () => {
    expect(createEnv({ VITE_APP_API_URL: '/backend/' }, origin).apiUrl).toBe(`${origin}/backend`);
    expect(createEnv({ VITE_APP_API_URL: 'https://api.example.com/v1//' }, origin).apiUrl).toBe(
      'https://api.example.com/v1',
    );
  });
});
