import { ALL_LOCATIONS, isInSubtree } from '../hierarchy.ts';
import type { TenantFlags } from '../hierarchyConfig.ts';

/**
 * Reading one feature flag of a location, with inheritance from its children (spec/frame.md §3:
 * "Flags can be inherited by searching the children").
 *
 * Decisions:
 * - A value set on the location itself always wins, including an explicit `false`.
 * - A boolean flag missing at the location is on when any descendant location has it on, and off
 *   otherwise. So a region shows an area as soon as one of its sites uses it.
 * - A string flag missing at the location takes the value of the first descendant (in key order,
 *   so the answer is stable) that sets it, else `undefined` (the caller applies the default).
 * - 'ALL' (every location) has no flags of its own: every location counts as a descendant.
 * - Boolean flags stored as the string 'true' / 'false' are read as booleans.
 */

export type TenantFlagsByLocation = Readonly<Record<string, TenantFlags>>;

function descendantsOf(all: TenantFlagsByLocation, location: string): TenantFlags[] {
  return Object.keys(all)
    .filter((key) => key !== location && isInSubtree(key, location))
    .sort()
    .map((key) => all[key]!);
}

function asBoolean(value: boolean | string | undefined): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

function ownValue(
  all: TenantFlagsByLocation,
  location: string,
  name: string,
): boolean | string | undefined {
  if (location === ALL_LOCATIONS) return undefined;
  return all[location]?.features[name];
}

/** The boolean flag `name` at `location`, inherited from descendants when missing there. */
export function booleanFlag(all: TenantFlagsByLocation, location: string, name: string): boolean {
  const own = asBoolean(ownValue(all, location, name));
  if (own !== undefined) return own;
  return descendantsOf(all, location).some((flags) => asBoolean(flags.features[name]) === true);
}

/**
 * The boolean flag `name` at `location` when set there or on a descendant, else `fallback`
 * (for flags whose default is on, such as the evacuation audiences).
 */
export function booleanFlagOr(
  all: TenantFlagsByLocation,
  location: string,
  name: string,
  fallback: boolean,
): boolean {
  const own = asBoolean(ownValue(all, location, name));
  if (own !== undefined) return own;
  const values = descendantsOf(all, location)
    .map((flags) => asBoolean(flags.features[name]))
    .filter((value) => value !== undefined);
  return values.length === 0 ? fallback : values.includes(true);
}

/** The string flag `name` at `location`, else from the first descendant that sets it. */
export function stringFlag(
  all: TenantFlagsByLocation,
  location: string,
  name: string,
): string | undefined {
  const own = ownValue(all, location, name);
  if (typeof own === 'string' && own !== '') return own;
  for (const flags of descendantsOf(all, location)) {
    const value = flags.features[name];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}
