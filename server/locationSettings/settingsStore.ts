import { randomBytes } from 'node:crypto';
import type { LocationSettingsSection } from '../../contract/locationSettings.ts';
import { LOCATION_SETTINGS_SUBJECT } from '../../contract/locationSettings.ts';
import type { StoredSettingsByLocation } from '../../contract/locationSettingsInheritance.ts';
import type { Sql } from '../db/database.ts';

interface SettingsRow {
  hierarchy: string;
  section: LocationSettingsSection;
  value: unknown;
  lmt: unknown;
}

/** The stored sections of the given locations (or of the whole organisation when omitted). */
export async function readStoredSettings(
  sql: Sql,
  organisationId: string,
  hierarchies?: readonly string[],
): Promise<StoredSettingsByLocation> {
  const { rows } = hierarchies
    ? await sql.query<SettingsRow>(
        `SELECT hierarchy, section, value, lmt FROM location_settings
          WHERE organisation_id = $1 AND hierarchy = ANY($2::text[])`,
        [organisationId, hierarchies],
      )
    : await sql.query<SettingsRow>(
        'SELECT hierarchy, section, value, lmt FROM location_settings WHERE organisation_id = $1',
        [organisationId],
      );
  const stored: Record<string, Record<string, { value: unknown; lmt: number }>> = {};
  for (const row of rows) {
    const sections = stored[row.hierarchy] ?? {};
    sections[row.section] = { value: row.value, lmt: Number(row.lmt) };
    stored[row.hierarchy] = sections;
  }
  return stored as StoredSettingsByLocation;
}

/** The own row of a section, locked for the save's transaction. */
export async function readOwnSectionForUpdate(
  sql: Sql,
  organisationId: string,
  hierarchy: string,
  section: LocationSettingsSection,
): Promise<{ value: unknown; lmt: number } | null> {
  const { rows } = await sql.query<{ value: unknown; lmt: unknown }>(
    `SELECT value, lmt FROM location_settings
      WHERE organisation_id = $1 AND hierarchy = $2 AND section = $3 FOR UPDATE`,
    [organisationId, hierarchy, section],
  );
  const row = rows[0];
  return row ? { value: row.value, lmt: Number(row.lmt) } : null;
}

export async function writeOwnSection(
  sql: Sql,
  row: {
    organisationId: string;
    hierarchy: string;
    section: LocationSettingsSection;
    value: unknown;
    lmt: number;
    updatedBy: string;
  },
): Promise<void> {
  await sql.query(
    `INSERT INTO location_settings (organisation_id, hierarchy, section, value, lmt, updated_by)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6)
     ON CONFLICT (organisation_id, hierarchy, section) DO UPDATE
       SET value = excluded.value, lmt = excluded.lmt, updated_by = excluded.updated_by`,
    [
      row.organisationId,
      row.hierarchy,
      row.section,
      JSON.stringify(row.value),
      row.lmt,
      row.updatedBy,
    ],
  );
}

export async function deleteOwnSection(
  sql: Sql,
  organisationId: string,
  hierarchy: string,
  section: LocationSettingsSection,
): Promise<void> {
  await sql.query(
    'DELETE FROM location_settings WHERE organisation_id = $1 AND hierarchy = $2 AND section = $3',
    [organisationId, hierarchy, section],
  );
}

export const LOGO_PATH_PREFIX = '/location-logos/';
const LOGO_ID_PATTERN = /^[0-9a-f]{32}$/;

export function logoIdOf(path: string | null | undefined): string | null {
  if (!path?.startsWith(LOGO_PATH_PREFIX)) return null;
  const id = path.slice(LOGO_PATH_PREFIX.length);
  return LOGO_ID_PATTERN.test(id) ? id : null;
}

/** Stores a checked logo; answers the path it is served at. */
export async function insertLogo(
  sql: Sql,
  logo: {
    organisationId: string;
    hierarchy: string;
    contentType: string;
    body: string;
    now: number;
  },
): Promise<string> {
  const id = randomBytes(16).toString('hex');
  await sql.query(
    `INSERT INTO location_logos (id, organisation_id, hierarchy, content_type, body, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [id, logo.organisationId, logo.hierarchy, logo.contentType, logo.body, logo.now],
  );
  return `${LOGO_PATH_PREFIX}${id}`;
}

export async function deleteLogo(sql: Sql, path: string | null | undefined): Promise<void> {
  const id = logoIdOf(path);
  if (id) await sql.query('DELETE FROM location_logos WHERE id = $1', [id]);
}

export async function readLogo(
  sql: Sql,
  id: string,
): Promise<{ contentType: string; body: Buffer } | null> {
  if (!LOGO_ID_PATTERN.test(id)) return null;
  const { rows } = await sql.query<{ content_type: string; body: string }>(
    'SELECT content_type, body FROM location_logos WHERE id = $1',
    [id],
  );
  const row = rows[0];
  return row ? { contentType: row.content_type, body: Buffer.from(row.body, 'base64') } : null;
}

/**
 * Announces the change: a change_feed row of the `locationSettings` subject, which the publisher
 * sends as a globalEvents notice, so every signed-in device of the organisation refreshes its
 * hierarchy configuration (and with it the branding) without a reload.
 */
export async function announceSettingsChange(
  sql: Sql,
  hierarchy: string,
  section: LocationSettingsSection,
  lmt: number,
): Promise<void> {
  await announceConfigurationChange(sql, hierarchy, section, lmt);
}

/**
 * Announces any change of what the hierarchy configuration carries (location settings, custom
 * fields, custom notifications), the same way: every device re-reads its configuration.
 */
export async function announceConfigurationChange(
  sql: Sql,
  hierarchy: string,
  what: string,
  lmt: number,
): Promise<void> {
  await sql.query(
    `INSERT INTO change_feed (family, hierarchy, record_key, op, lmt, event_time, image)
     VALUES ($1, $2, $3, 'MODIFY', $4, NULL, NULL)`,
    [LOCATION_SETTINGS_SUBJECT, hierarchy, what, lmt],
  );
}
