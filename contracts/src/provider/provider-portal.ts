/** Where a Direct No's template puts the number. */
export const DIRECT_NO_PLACEHOLDER = '{directNo}';

/** The provider sandbox's read-only page of a notice job (the real provider has its own portal). */
export const SANDBOX_NOTICE_PAGE = `/ols/notice/${DIRECT_NO_PLACEHOLDER}`;

/**
 * GET provider/portal: where the provider shows a notice job, from the server's
 * PROVIDER_PORTAL_URL (or the sandbox's page when the sandbox stands in for the provider).
 * notice_url null: no portal is known, the Direct No is shown as text.
 */
export interface ProviderPortalDto {
  /** A URL template holding {directNo}, e.g. 'https://portal.example.com/notice/{directNo}'. */
  notice_url: string | null;
}

/** The portal's page of a notice job, or null when no portal is known. */
export function noticeUrlOf(template: string | null | undefined, directNo: string): string | null {
  if (!template) return null;
  return template.split(DIRECT_NO_PLACEHOLDER).join(encodeURIComponent(directNo));
}
