import { describe, expect, it } from 'vitest';
import {
  TEMPLATE_MARKER,
  TEMPLATE_SHEET_NAME,
  templateColumns,
  templateFileName,
  templateVariants,
} from '../contract/directory/importTemplate.ts';
import { DEFAULT_IMPORT_LIMITS } from '../src/kit/import/importLimits.ts';
import { readSheetCells } from '../src/kit/import/readSheetCells.ts';
import { directoryTemplate } from './directoryTemplatesPlugin.ts';

describe('directory import templates (written at build time with write-excel-file)', () => {
  it('one file per route type and combination of options', () => {
    const names = templateVariants().map((v) => templateFileName(v.routeType, v.options));
    expect(names).toHaveLength(24);
    expect(new Set(names).size).toBe(24);
    expect(names).toContain('students-directory-template-alternate-id-line-managers-tags.xlsx');
    expect(names).toContain('employees-directory-template.xlsx');
  });

  it('reads back through the import reader: the named sheet, the marker in A2, the columns in row 5', async () => {
    for (const options of [
      { alternateId: false, lineManagers: false, tags: false },
      { alternateId: true, lineManagers: true, tags: true },
      { alternateId: false, lineManagers: true, tags: false },
    ]) {
      const bytes = await directoryTemplate('candidates', options);
      const cells = await readSheetCells(
        bytes,
        DEFAULT_IMPORT_LIMITS,
        () => {},
        TEMPLATE_SHEET_NAME,
      );
      expect(cells).toHaveLength(5);
      expect(cells[0]?.[0]).toBe('Candidate Directory import template');
      expect(cells[1]?.[0]).toBe(TEMPLATE_MARKER);
      expect(cells[4]).toEqual(templateColumns(options).map((column) => column.header));
    }
  });
});
