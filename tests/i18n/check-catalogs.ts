/**
 * `npm run lingui:check`: fails (exit 1) when any of the eight catalogs lacks a message of the
 * source catalog (en-GB) or has an empty translation, listing the message ids.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { catalogLocales } from '../../lingui.config.ts';
import { catalogProblems, parsePo } from '../../src/i18n/poCatalog.ts';

const SOURCE_LOCALE = 'en-GB';
const localesDir = fileURLToPath(new URL('../../src/locales/', import.meta.url));

function readCatalog(locale: string) {
  return parsePo(readFileSync(`${localesDir}${locale}/messages.po`, 'utf8'));
}

const source = readCatalog(SOURCE_LOCALE);
let failures = 0;
for (const locale of catalogLocales) {
  let problems: ReturnType<typeof catalogProblems>;
  try {
    problems = catalogProblems(source, readCatalog(locale));
  } catch (error) {
    console.error(`${locale}: cannot read the catalog (${(error as Error).message})`);
    failures++;
    continue;
  }
  for (const id of problems.missing) console.error(`${locale}: missing message "${id}"`);
  for (const id of problems.untranslated) console.error(`${locale}: no translation for "${id}"`);
  failures += problems.missing.length + problems.untranslated.length;
}

if (failures > 0) {
  console.error(`\n${failures} catalog problem(s). Run npm run lingui:extract and translate them.`);
  process.exit(1);
}
console.log(`All ${catalogLocales.length} catalogs are complete (${source.length} messages).`);
