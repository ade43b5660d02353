import type { MenuEntry } from '../../config/menu.ts';

/** Path segments, lowercased (the router matches case-insensitively), trailing '/' ignored. */
function segments(path: string): string[] {
  return path.toLowerCase().split('/').filter(Boolean);
}

function matches(entryPath: string, pathname: string): boolean {
  const expected = segments(entryPath);
  const actual = segments(pathname);
  if (expected.length !== actual.length) return false;
  return expected.every((part, index) => part.startsWith(':') || part === actual[index]);
}

/**
 * The menu route `pathname` opens, if the menu allows one: its concrete path with ':name'
 * segments matching any value. Undefined when the menu has no route for it.
 */
export function menuEntryFor(
  routes: readonly MenuEntry[],
  pathname: string,
): MenuEntry | undefined {
  return routes.find((entry) => matches(entry.path, pathname));
}
