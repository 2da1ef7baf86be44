/**
 * A fake of GET /provider/portal (contracts/src/provider/provider-portal.ts): the portal template
 * a test sets with givenProviderPortal, else none (the Direct No shows as text). Reset when the
 * test finishes.
 */
import type { ProviderPortalDto } from '@job-intake/contracts/provider/provider-portal';
import { http, HttpResponse } from 'msw';
import { onTestFinished } from 'vitest';
import { apiUrl } from './api-url';

export const TEST_PORTAL_URL = 'https://portal.example.test/notice/{directNo}';

let noticeUrl: string | null = null;

/** The provider's page of a notice job the app is told about (a template with {directNo}). */
export function givenProviderPortal(template: string | null = TEST_PORTAL_URL): void {
  noticeUrl = template;
  onTestFinished(() => {
    noticeUrl = null;
  });
}

export const providerPortalHandlers = [
  http.get(apiUrl('/provider/portal'), () =>
    HttpResponse.json<ProviderPortalDto>({ notice_url: noticeUrl }),
  ),
];
