// Signing in for the end-to-end specs: the demo users the app seeds, and the login page.
import { expect, type Page } from '@playwright/test';

export const DEMO_USERS = {
  super: { name: 'Sam Super', email: 'super@job-intake.local', password: 'super-admin-pass' },
  admin: { name: 'Alice Admin', email: 'admin@demo.job-intake.local', password: 'demo-admin-pass' },
  standard: {
    name: 'Stan Standard',
    email: 'user@demo.job-intake.local',
    password: 'demo-user-pass',
  },
  reviewer: {
    name: 'Rita Reviewer',
    email: 'reviewer@demo.job-intake.local',
    password: 'demo-reviewer-pass',
  },
} as const;

export type DemoUser = keyof typeof DEMO_USERS;

/**
 * Signs in through the login page and waits for the landing page: the open jobs list, or the
 * companies (/admin) for the super admin.
 */
export async function signIn(
  page: Page,
  who: DemoUser | { email: string; password: string },
): Promise<void> {
  const { email, password } = typeof who === 'string' ? DEMO_USERS[who] : who;
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(who === 'super' ? /\/admin$/ : /\/jobs\/open$/);
}
