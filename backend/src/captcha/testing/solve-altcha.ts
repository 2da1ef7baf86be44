import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** Solves a challenge as the widget does and answers the widget's token (base64 JSON). */
export async function solveAltcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error('The ALTCHA challenge was not solved in time');
  return encodeAltchaToken({ challenge, solution });
}

export function encodeAltchaToken(payload: object): string {
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

export function decodeAltchaToken(token: string): {
  challenge: Challenge;
  solution: { counter: number; derivedKey: string };
} {
  return JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
}
