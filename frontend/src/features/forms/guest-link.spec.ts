import { describe, expect, it } from 'vitest';
import { guestLink } from './guest-link';

describe('guestLink', () => {
  it('is the app address plus /new/{uuid}', () => {
    expect(guestLink('https://intake.example.com', 'spring-promo', null)).toBe(
      'https://intake.example.com/new/spring-promo',
    );
  });

  it('appends /{cntid} when the contact id is included', () => {
    expect(guestLink('https://intake.example.com', 'spring-promo', '4711')).toBe(
      'https://intake.example.com/new/spring-promo/4711',
    );
  });
});
