import type { ParkingSection } from '../../../contract/transitions/parkingBookings.ts';
import type { Sql } from '../../db/database.ts';

/** The sections of a location's car park, in offering order (migration 024). */
export async function readParkingSections(sql: Sql, hierarchy: string): Promise<ParkingSection[]> {
  const result = await sql.query<{ section: string; bays: number }>(
    `SELECT section, bays FROM parking_sections WHERE hierarchy = $1
      ORDER BY sort_index, section`,
    [hierarchy],
  );
  return result.rows.map((row) => ({ section: row.section, bays: Number(row.bays) }));
}

/** Replaces a location's sections (demo data, tests). */
export async function writeParkingSections(
  sql: Sql,
  hierarchy: string,
  sections: readonly ParkingSection[],
): Promise<void> {
  await sql.query('DELETE FROM parking_sections WHERE hierarchy = $1', [hierarchy]);
  for (const [index, section] of sections.entries()) {
    await sql.query(
      'INSERT INTO parking_sections (hierarchy, section, bays, sort_index) VALUES ($1, $2, $3, $4)',
      [hierarchy, section.section, section.bays, index],
    );
  }
}
