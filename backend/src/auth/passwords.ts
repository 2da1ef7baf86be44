import { hash, verify } from 'argon2';

let dummyHash: Promise<string> | undefined;

/** argon2id, the library's defaults. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/**
 * Checks a password against the stored hash. Without a hash (no such account) it still verifies
 * against a throw-away one, so that an unknown e-mail takes as long as a wrong password.
 */
export async function passwordMatches(
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hash('no account has this password');
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
