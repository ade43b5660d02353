/**
 * Location hierarchy keys (spec/frame.md §3): levels joined by '#', e.g. `acme#north#jhb`.
 * The first level is the organisation id. 'ALL' selects every location the user may access: a
 * selection a read may name, never a record's or a change's location (contract/namedLocations.ts).
 */
export const ALL_LOCATIONS = 'ALL';
export const HIERARCHY_SEPARATOR = '#';

/** True when `key` is `root` itself or one of its descendants ('ALL' contains everything). */
export function isInSubtree(key: string, root: string): boolean {
  if (root === ALL_LOCATIONS) return true;
  return key === root || key.startsWith(root + HIERARCHY_SEPARATOR);
}

/** The MQTT topic path of a hierarchy key: '#' becomes '/'. */
export function hierarchyTopicPath(key: string): string {
  return key.split(HIERARCHY_SEPARATOR).join('/');
}

export function organisationOf(key: string): string {
  return key.split(HIERARCHY_SEPARATOR)[0] ?? key;
}

export function parentOf(key: string): string | undefined {
  const at = key.lastIndexOf(HIERARCHY_SEPARATOR);
  return at < 0 ? undefined : key.slice(0, at);
}

/** `root=` query parameter: underscores become '#' (spec/frame.md §2). */
export function hierarchyFromQueryParam(value: string): string {
  return value.replaceAll('_', HIERARCHY_SEPARATOR);
}

/** A valid key: non-empty levels of letters, digits, '-' or '_' joined by '#'. */
export const HIERARCHY_KEY_PATTERN = /^[A-Za-z0-9_-]+(#[A-Za-z0-9_-]+)*$/;
