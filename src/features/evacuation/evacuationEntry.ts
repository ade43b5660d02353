import type { Evacuation } from './rollCallPeople.ts';

/**
 * The `:entry` of messaging/evacuation/:entry: `{activatedTimestamp}~{location key with # as ~}`.
 * Location keys hold only letters, digits, '_' and '-', so the text is URL-safe and reversible.
 */
export function entryId(evacuation: Pick<Evacuation, 'EntityHierarchy' | 'activatedTimestamp'>) {
  return `${evacuation.activatedTimestamp}~${evacuation.EntityHierarchy.replaceAll('#', '~')}`;
}

/** The evacuation an entry names, or null when the text is not an entry. */
export function parseEntryId(
  entry: string,
): { EntityHierarchy: string; activatedTimestamp: number } | null {
  const match = /^(\d+)~([A-Za-z0-9_~-]+)$/.exec(entry);
  if (!match) return null;
  return { activatedTimestamp: Number(match[1]), EntityHierarchy: match[2]!.replaceAll('~', '#') };
}
