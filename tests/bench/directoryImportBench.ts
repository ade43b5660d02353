import { performance } from 'node:perf_hooks';
import writeXlsxFile from 'write-excel-file/node';
import type { DirectoryRowOptions, StoredPerson } from '../../contract/directory/index.ts';
import {
  TEMPLATE_SHEET_NAME,
  type TemplateOptions,
  templateRows,
} from '../../contract/directory/importTemplate.ts';
import { checkSheet, parseDirectorySheet } from '../../src/features/directory/importSheet.ts';
import { previewPersonOf } from '../../src/features/directory/previewPerson.ts';
import { DEFAULT_IMPORT_LIMITS } from '../../src/kit/import/importLimits.ts';
import { previewChanges } from '../../src/kit/import/previewChanges.ts';
import { readSheetCells } from '../../src/kit/import/readSheetCells.ts';
import { DIRECTORY_FIELDS } from '../../contract/directory/fields.ts';
import { atMost, type Figure, figureOf } from './figures.ts';
import type { Measurement } from './page/storageBench.ts';

/** Rows of the sheet (issue 13: 5,000) and the goal for parse + validate + preview. */
const ROWS = Number(process.env.BENCH_DIRECTORY_ROWS ?? 5_000);
const GOAL_MS = 3_000;

const OPTIONS: TemplateOptions = { alternateId: false, lineManagers: true, tags: true };
const RULES: DirectoryRowOptions = {
  alternateIdEnabled: false,
  lineManagersEnabled: true,
  tagsEnabled: true,
  duplicateContactsAllowed: false,
};

/** A template sheet of ROWS people; every fifth is already stored (an update in the preview). */
async function benchSheet(): Promise<{ bytes: Uint8Array; stored: StoredPerson[] }> {
  const people: string[][] = [];
  const stored: StoredPerson[] = [];
  for (let i = 0; i < ROWS; i++) {
    const id = `P${String(i).padStart(6, '0')}`;
    people.push([
      `First${i}`,
      `Last${i}`,
      id,
      `ORG${i}`,
      `person${i}@example.com`,
      `+2782${String(1_000_000 + i)}`,
      `manager${i % 50}@example.com`,
      `TEAM${i % 20}; SITE${i % 3}`,
    ]);
    if (i % 5 === 0) {
      stored.push({
        ProfileId: `profile-${i}`,
        firstName: `Old${i}`,
        lastName: `Last${i}`,
        personalIdentificationNr: id,
        organizationIdValue: `ORG${i}`,
      });
    }
  }
  const rows = [...templateRows('employees', OPTIONS), ...people];
  const buffer = await writeXlsxFile(rows, { sheet: TEMPLATE_SHEET_NAME }).toBuffer();
  return { bytes: new Uint8Array(buffer), stored };
}

const read = (bytes: Uint8Array) =>
  readSheetCells(bytes, DEFAULT_IMPORT_LIMITS, () => {}, TEMPLATE_SHEET_NAME);

/**
 * The directory import (issue 13): a ROWS-row template sheet read (the spreadsheet worker's code,
 * here in Node), turned into rows, checked with the row rules against a stored directory of a
 * fifth of them, and previewed (added / updated, field by field), against reading the same sheet
 * without any of that, in the same round. Goal: ≤ 3 s.
 */
export async function directoryImportBenches(rounds: number): Promise<Figure[]> {
  const { bytes, stored } = await benchSheet();
  console.log(`directory import: a ${ROWS}-row sheet of ${(bytes.length / 1024).toFixed(0)} KiB`);
  const runs: Measurement[] = [];
  for (let round = 0; round < rounds; round++) {
    let start = performance.now();
    await read(bytes);
    const baseline = performance.now() - start;
    start = performance.now();
    const parsed = parseDirectorySheet(await read(bytes), OPTIONS);
    if (!parsed.ok) throw new Error(`the bench sheet was refused: ${parsed.problem}`);
    const check = checkSheet(parsed.rows, new Map(), RULES, stored, 'update');
    const preview = previewChanges(
      stored.map(previewPersonOf),
      check.valid.map((row) => previewPersonOf(row.person)),
      {
        mode: 'update',
        key: (person) => person.personalIdentificationNr,
        fields: DIRECTORY_FIELDS,
      },
    );
    const value = performance.now() - start;
    if (check.valid.length !== ROWS || preview.changed.length !== stored.length) {
      throw new Error(
        `expected ${ROWS} valid rows and ${stored.length} updates, got ${check.valid.length} and ${preview.changed.length}`,
      );
    }
    runs.push({
      name: 'directory-import-5000',
      value: Math.round(value),
      unit: 'ms',
      baseline: Math.round(baseline),
      ratio: baseline / value,
    });
  }
  return [figureOf(runs, atMost(GOAL_MS, 'ms'))];
}
