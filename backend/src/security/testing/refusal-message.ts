import { STATUS_CODES } from 'node:http';

/**
 * Whether a refusal's body fails to say why in words: it needs a `message` (a sentence, or a list
 * of them) that is more than the status's bare name ("Bad Request", "Forbidden").
 */
export function unclearMessage(body: unknown): boolean {
  const message = (body as { message?: unknown } | null)?.message;
  const sentences = Array.isArray(message) ? message : [message];
  return sentences.length === 0 || !sentences.every(isSentence);
}

const STATUS_NAMES = new Set(Object.values(STATUS_CODES).map((name) => name?.toLowerCase()));

function isSentence(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const trimmed = text.trim();
  return /\s/.test(trimmed) && !STATUS_NAMES.has(trimmed.toLowerCase());
}
