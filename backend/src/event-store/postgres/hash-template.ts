import { randomUUID } from 'node:crypto';
import type { NewEvent } from '../event-store.port';
import { canonicalHashedJson } from '@job-intake/contracts/audit/hash-chain';

/**
 * An event's canonical JSON (hash-chain.ts) cut where its previous hash and its revision go. The
 * adapter knows neither before the append, so the append function joins the parts around them,
 * takes the SHA-256 in the database and stores the event the joined text holds: `head` + previous
 * hash as JSON (a quoted hex string or null) + `middle` + revision + `tail`. RFC 8785 sorts keys,
 * so the previous hash (in "metadata") always comes before "revision".
 */
export interface HashTemplate {
  readonly head: string;
  readonly middle: string;
  readonly tail: string;
}

export function hashTemplate(streamId: string, event: NewEvent): HashTemplate {
  // Placeholders random per call, so that no data can contain them.
  const prevHash = randomUUID();
  const revision = randomUUID();
  const canonical = canonicalHashedJson({
    ...event,
    streamId,
    revision,
    metadata: { ...event.metadata, prevHash },
  });
  const [head, rest] = cutAt(canonical, prevHash);
  const [middle, tail] = cutAt(rest, revision);
  return { head, middle, tail };
}

/** The text before and after the one place where `placeholder` stands as a JSON string. */
function cutAt(text: string, placeholder: string): [string, string] {
  const parts = text.split(JSON.stringify(placeholder));
  if (parts.length !== 2) throw new Error(`Expected ${placeholder} once in ${text}`);
  return parts as [string, string];
}
