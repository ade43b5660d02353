import { describe, expect, it } from 'vitest';
import { catalogProblems, parsePo } from './poCatalog.ts';

const SOURCE = `msgid ""
msgstr ""
"Language: en-GB\\n"

#: src/a.tsx
msgid "Sign in"
msgstr "Sign in"

msgctxt "button"
msgid "Open"
msgstr "Open"

msgid ""
"A long message "
"on two lines"
msgstr ""
"A long message "
"on two lines"

msgid "Say \\"hi\\""
msgstr "Say \\"hi\\""
`;

const GERMAN = `msgid ""
msgstr ""
"Language: de\\n"

msgid "Sign in"
msgstr "Anmelden"

msgctxt "button"
msgid "Open"
msgstr ""

#~ msgid "Old"
#~ msgstr "Alt"

msgid "Say \\"hi\\""
msgstr "Sag \\"hallo\\""
`;

describe('parsePo', () => {
  it('reads entries, contexts, continued lines and escaped quotes, skipping the header', () => {
    const entries = parsePo(SOURCE);
    expect(entries.map((e) => e.id)).toEqual([
      'Sign in',
      'Open',
      'A long message on two lines',
      'Say "hi"',
    ]);
    expect(entries[1]?.context).toBe('button');
    expect(entries[2]?.translation).toBe('A long message on two lines');
  });

  it('skips obsolete entries', () => {
    expect(parsePo(GERMAN).some((entry) => entry.id === 'Old')).toBe(false);
  });
});

describe('catalogProblems', () => {
  it('lists missing and untranslated messages', () => {
    const problems = catalogProblems(parsePo(SOURCE), parsePo(GERMAN));
    expect(problems.missing).toEqual(['A long message on two lines']);
    expect(problems.untranslated).toEqual(['Open']);
  });

  it('finds nothing when every message is translated', () => {
    expect(catalogProblems(parsePo(SOURCE), parsePo(SOURCE))).toEqual({
      missing: [],
      untranslated: [],
    });
  });
});
