import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  checkForm,
  checkImport,
  type FormValues,
  indexOf,
  personWithId,
  type SheetRow,
  type StoredPerson,
  type UploadMethod,
} from './directoryRows.ts';
import type { DirectoryRowOptions } from './personRules.ts';

/**
 * Import validation never accepts a row the form would refuse, nor refuses one the form would
 * accept (issue 13). Each sheet row is compared with the Add / Modify form filled with the same
 * person, against the directory as it would be once the sheet's earlier valid rows were saved
 * (the edit form of the person stored before the import with the same person ID, unless an
 * earlier row already updated them: rows of one sheet are different people; else the add
 * form). The two
 * surfaces read their input differently (sheet cells with tags and line managers separated by
 * comma, semicolon or pipe; the form's tag text split on comma or semicolon and its line
 * manager list), and small value pools make clashes, blanks and bad formats common.
 */

const pick = <T>(...values: T[]) => fc.constantFrom(...values);
const personArbitrary = fc.record({
  firstName: pick('Ann', ' Ben ', '', 'Cara'),
  lastName: pick('Ng', '', 'Smith'),
  personalIdentificationNr: pick('a1', 'A1', 'b2', ' c3', '', 'd4'),
  alternatePersonalIdNr: pick('x', 'Y', '', 'z'),
  organizationIdValue: pick('e1', 'E2', '', 'e3', 'e4'),
  email: pick('', 'ann@acme.example', 'ANN@acme.example ', 'bad@', 'ben@acme.example'),
  phoneNumber: pick('', '+27820000001', '27 82 000 0001', '0820000002', '+27820000003', 'abc'),
  lineManagers: fc.array(
    pick('boss@acme.example', 'Boss@acme.example', 'nope', 'lead@acme.example'),
    {
      maxLength: 3,
    },
  ),
  tags: fc.array(pick('night', 'NIGHT', 'day', 'site a'), { maxLength: 3 }),
});
type GeneratedPerson = typeof personArbitrary extends fc.Arbitrary<infer P> ? P : never;

const optionsArbitrary = fc.record({
  alternateIdEnabled: fc.boolean(),
  lineManagersEnabled: fc.boolean(),
  tagsEnabled: fc.boolean(),
  duplicateContactsAllowed: fc.boolean(),
});

const separator = pick(',', ';', '|', ', ', ' ; ');
const formSeparator = pick(',', ';', '; ');

function toSheet(person: GeneratedPerson, seps: [string, string]): SheetRow {
  return {
    ...person,
    lineManagers: person.lineManagers.join(seps[0]),
    tags: person.tags.join(seps[1]),
  };
}
function toForm(person: GeneratedPerson, sep: string): FormValues {
  return { ...person, tags: person.tags.join(sep) };
}

test('import and form agree on every row', () => {
  fc.assert(
    fc.property(
      optionsArbitrary,
      fc.array(personArbitrary, { maxLength: 4 }),
      fc.array(fc.tuple(personArbitrary, separator, separator, formSeparator), {
        minLength: 1,
        maxLength: 6,
      }),
      pick<UploadMethod>('update', 'replace'),
      (options: DirectoryRowOptions, storedRaw, rows, method) => {
        // The stored directory: valid people only, saved through the form's rule.
        let directory: StoredPerson[] = [];
        storedRaw.forEach((raw, i) => {
          const check = checkForm(toForm(raw, ','), options, indexOf(directory));
          if (check.issues.length === 0) directory.push({ ProfileId: `p-${i}`, ...check.person });
        });
        const sheet = rows.map(([person, a, b], i) => ({
          rowNumber: i + 6,
          cells: toSheet(person, [a, b]),
        }));
        const result = checkImport(sheet, options, directory, method);
        const verdicts = new Map<number, string[]>();
        for (const row of result.invalid)
          verdicts.set(
            row.rowNumber,
            row.issues.map((i) => `${i.field}:${i.code}`),
          );
        for (const row of result.valid) verdicts.set(row.rowNumber, []);

        const before = method === 'replace' ? [] : directory;
        let model = before;
        const claimed = new Set<string>();
        rows.forEach(([person, , , formSep], i) => {
          const values = toForm(person, formSep);
          // A row updates a person stored before the import, once; later rows are new people.
          const id = checkForm(values, options, indexOf([])).person.personalIdentificationNr;
          const stored = personWithId(before, id);
          const existing = stored && !claimed.has(stored.ProfileId) ? stored : undefined;
          const form = checkForm(values, options, indexOf(model), existing?.ProfileId);
          const formIssues = form.issues.map((issue) => `${issue.field}:${issue.code}`);
          expect(verdicts.get(i + 6)).toEqual(formIssues);
          if (formIssues.length === 0) {
            if (existing) claimed.add(existing.ProfileId);
            const saved = { ProfileId: existing?.ProfileId ?? `row-${i}`, ...form.person };
            model = existing ? model.map((p) => (p === existing ? saved : p)) : [...model, saved];
          }
        });
        directory = [];
      },
    ),
    { numRuns: 1500 },
  );
});
