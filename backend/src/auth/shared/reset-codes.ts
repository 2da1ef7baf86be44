import { randomUUID } from 'node:crypto';
import { IsNull, type EntityManager } from 'typeorm';
import { PasswordReset } from '../password-reset.entity';
import { hashOneTimeCode, newOneTimeCode } from './one-time-code';

/** A new reset code for the user, valid for `ttlMinutes`, which replaces the earlier ones. */
export async function issueResetCode(
  db: EntityManager,
  userId: string,
  ttlMinutes: number,
): Promise<string> {
  const code = newOneTimeCode();
  await db.update(PasswordReset, { user_id: userId, used_at: IsNull() }, { used_at: new Date() });
  await db.insert(PasswordReset, {
    id: randomUUID(),
    user_id: userId,
    code_hash: hashOneTimeCode(code),
    expires_at: new Date(Date.now() + ttlMinutes * 60_000),
    used_at: null,
  });
  return code;
}
