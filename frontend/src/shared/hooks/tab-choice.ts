/**
 * A tab the user chose, shown before the URL has it. `passing` holds the URL values the user's own
 * changes go through on their way (the value when the first choice was made, then each earlier
 * choice), so that an earlier change landing late does not undo a later choice.
 */
export interface TabChoice {
  readonly key: string;
  readonly passing: readonly (string | null)[];
}

/** The choice after the user picks `key` while the URL still says `fromUrl`. */
export function choose(choice: TabChoice | null, key: string, fromUrl: string | null): TabChoice {
  const earlier = choice && choice.passing.includes(fromUrl) ? [...choice.passing, choice.key] : [];
  return { key, passing: [...earlier, fromUrl] };
}

/**
 * The choice once the URL says `fromUrl`: gone when the URL has reached it, or has gone somewhere
 * the user's changes do not pass through (a navigation), so the URL rules again.
 */
export function settle(choice: TabChoice | null, fromUrl: string | null): TabChoice | null {
  if (!choice || fromUrl === choice.key || !choice.passing.includes(fromUrl)) return null;
  return choice;
}
