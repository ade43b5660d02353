import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, neutraliseFormula } from './csv.ts';

/**
 * Issue 30: formula signs hidden behind invisible or white-space characters, or written in
 * full-width or small forms, reached the CSV unneutralised.
 */
const INVISIBLE_OR_SPACE = [
  ' ',
  '\t',
  '\r',
  '\n',
  '\u00a0', // no-break space
  '\u00ad', // soft hyphen
  '\u180e', // Mongolian vowel separator
  '\u2000',
  '\u2007',
  '\u200b', // zero-width space
  '\u200c',
  '\u200d',
  '\u200e', // left-to-right mark
  '\u202e', // right-to-left override
  '\u2028',
  '\u2060', // word joiner
  '\u2800', // braille blank
  '\u3000', // ideographic space
  '\u3164', // Hangul filler
  '\ufeff', // byte order mark
  '\u0000',
  '\u001b',
  '\u0301', // combining acute accent
];
const FORMULA_SIGNS = [
  '=',
  '+',
  '-',
  '@',
  '\uff1d', // ＝
  '\uff0b', // ＋
  '\uff0d', // －
  '\uff20', // ＠
  '\ufe66', // ﹦ small equals
  '\ufe62', // ﹢ small plus
  '\ufe63', // ﹣ small hyphen-minus
  '\ufe6b', // ﹫ small at
  '\u207c', // ⁼ superscript equals
  '\u208a', // ₊ subscript plus
];

/** The oracle: what a spreadsheet could read as the start of a formula. */
function startsWithFormulaSign(text: string): boolean {
  for (const char of text) {
    if (char.trim() === '' || /[\p{C}\p{M}\u2800\u3164\u115f\u1160\uffa0]/u.test(char)) continue;
    return ['=', '+', '-', '@'].includes(char.normalize('NFKC').charAt(0));
  }
  return false;
}

describe('neutraliseFormula: signs behind invisible characters or in other forms', () => {
  it.each([
    ['\u200b=SUM(A1)', "'\u200b=SUM(A1)"],
    ['\ufeff=SUM(A1)', "'\ufeff=SUM(A1)"],
    ['\u00a0=SUM(A1)', "'\u00a0=SUM(A1)"],
    ['\u3000=SUM(A1)', "'\u3000=SUM(A1)"],
    ['\uff1dSUM(A1)', "'\uff1dSUM(A1)"],
    ['\uff0bcmd', "'\uff0bcmd"],
    ['\uff0dcmd', "'\uff0dcmd"],
    ['\uff20SUM(A1)', "'\uff20SUM(A1)"],
    ['=\uff1dSUM(A1)', "'\uff1dSUM(A1)"],
    [' =1+1', "' =1+1"],
    ['\u200b\u3000\t+cmd', "'\u200b\u3000\t+cmd"],
    ['\u200b-12', "'\u200b-12"],
    // Plain text behind a space stays as it is; so do numbers and inner signs.
    ['\u00a0plain', '\u00a0plain'],
    [' plain', ' plain'],
    ['\u3000text', '\u3000text'],
    [' -12', ' -12'],
    ['a\uff1db', 'a\uff1db'],
    ['\uff21', '\uff21'],
  ])('%j → %j', (input, output) => {
    expect(neutraliseFormula(input)).toBe(output);
  });

  it('no cell starts with a formula sign, whatever hides it; nothing else changes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...INVISIBLE_OR_SPACE), { maxLength: 4 }),
        fc.constantFrom(...FORMULA_SIGNS),
        fc.string({ unit: 'grapheme' }),
        (prefix, sign, tail) => {
          const input = `${prefix.join('')}${sign}${tail}`;
          const output = neutraliseFormula(input);
          const number = /^ *[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?\s*$/.test(input);
          if (number) {
            expect(output).toBe(input);
            return;
          }
          expect(startsWithFormulaSign(output)).toBe(false);
          const withoutEquals = input.replace(/^=+/, '');
          expect([withoutEquals, `'${withoutEquals}`]).toContain(output);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('whole cells too: quoted, and the sign still neutralised', () => {
    expect(csvCell('\u200b=HYPERLINK("http://x,y")')).toBe('"\'\u200b=HYPERLINK(""http://x|y"")"');
  });
});
