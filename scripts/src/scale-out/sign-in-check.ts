import { FREE_SIGN_IN_FAILURES } from '@job-intake/contracts/identity/identity-api';
import type { CheckResult } from './acknowledged-checks';
import type { Balancer } from './balancer';

/**
 * Wrong passwords for one account from one address, sent to the instances in turn: the limit
 * counts them all, so the try after the free ones is refused (429) by every instance.
 */
export async function checkSignInLimit(balancer: Balancer): Promise<CheckResult> {
  const body = { email: `guesser-${Date.now()}@example.com`, password: 'not the password' };
  const statuses: string[] = [];
  for (let attempt = 0; attempt < FREE_SIGN_IN_FAILURES; attempt++) {
    const answer = await balancer.send('POST', '/auth/login', null, body);
    statuses.push(`${answer.instance}:${answer.status}`);
  }
  const refusals = await Promise.all(
    balancer
      .alive()
      .map((instance) => balancer.sendTo(instance, 'POST', '/auth/login', null, body)),
  );
  statuses.push(...refusals.map((answer) => `${answer.instance}:${answer.status}`));
  const guessed = statuses
    .slice(0, FREE_SIGN_IN_FAILURES)
    .every((status) => status.endsWith(':401'));
  const refused = refusals.every((answer) => answer.status === 429);
  return {
    check: `sign-in limit (${FREE_SIGN_IN_FAILURES} free tries) holds across instances`,
    ok: guessed && refused,
    detail: statuses.join(', '),
  };
}
