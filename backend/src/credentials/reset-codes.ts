import { randomUUID } from 'node:crypto';
import { IsNull, MoreThan, type EntityManager } from 'typeorm';
import { PasswordReset } from './password-reset.entity';
import { hashOneTimeCode, newOneTimeCode, sameCodeHash } from './one-time-code';

/** A new reset code for the user, valid for `ttlMinutes`, which replaces the earlier ones. */
export async function issueResetCode(
  db: EntityManager,
  userId: string,
  ttlMinutes: number,
): Promise<string> {
  const code = newOneTimeCode();
  await usePendingCodes(db, userId);
  await db.insert(PasswordReset, {
    id: randomUUID(),
    user_id: userId,
    code_hash: hashOneTimeCode(code),
    expires_at: new Date(Date.now() + ttlMinutes * 60_000),
    used_at: null,
  });
  return code;
}

/**
 * Whether `code` is one of the user's unused, unexpired codes; if so, every code of the user is
 * used up. The rows are locked, so that two uses of one code at the same moment cannot both pass.
 */
export async function redeemResetCode(
  db: EntityManager,
  userId: string,
  code: string,
): Promise<boolean> {
  const candidates = await db.getRepository(PasswordReset).find({
    where: { user_id: userId, used_at: IsNull(), expires_at: MoreThan(new Date()) },
    lock: { mode: 'pessimistic_write' },
  });
  const presented = hashOneTimeCode(code);
  if (!candidates.some((row) => sameCodeHash(row.code_hash, presented))) return false;
  await usePendingCodes(db, userId);
  return true;
}

async function usePendingCodes(db: EntityManager, userId: string): Promise<void> {
  await db.update(PasswordReset, { user_id: userId, used_at: IsNull() }, { used_at: new Date() });
}
