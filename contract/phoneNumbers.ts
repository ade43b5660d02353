/**
 * A small phone number check without a metadata library (spec/frame.md §5, §7).
 *
 * Rules:
 * - Spaces, '-', '.', '/' and parentheses are ignored; an optional '(0)' after an international
 *   prefix is dropped ('+44 (0)20 7946 0000').
 * - International form: '+' or '00', then the calling code and the national significant number.
 *   For a country in COUNTRY_RULES the national number must have one of its lengths and, where
 *   given, match its pattern. Any other calling code is accepted when the whole number has 8 to 15
 *   digits (E.164) and does not start with 0.
 * - National form (no prefix): read in the default country; its trunk prefix ('0', '8' in Russia,
 *   '1' in North America) is dropped, then the country's lengths apply. A default country outside
 *   the table accepts 6 to 14 digits.
 */

export interface CountryRule {
  callingCode: string;
  trunkPrefix?: string;
  /** Allowed lengths of the national significant number. */
  lengths: readonly number[];
  /** Pattern of the national significant number, when stricter than digits. */
  pattern?: RegExp;
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

export const COUNTRY_RULES: Readonly<Record<string, CountryRule>> = {
  ZA: { callingCode: '27', trunkPrefix: '0', lengths: [9], pattern: /^[1-8]/ },
  GB: { callingCode: '44', trunkPrefix: '0', lengths: [9, 10], pattern: /^[1-9]/ },
  US: { callingCode: '1', trunkPrefix: '1', lengths: [10], pattern: /^[2-9]\d{2}[2-9]/ },
  CA: { callingCode: '1', trunkPrefix: '1', lengths: [10], pattern: /^[2-9]\d{2}[2-9]/ },
  DE: { callingCode: '49', trunkPrefix: '0', lengths: range(6, 13), pattern: /^[1-9]/ },
  NL: { callingCode: '31', trunkPrefix: '0', lengths: [9], pattern: /^[1-9]/ },
  FR: { callingCode: '33', trunkPrefix: '0', lengths: [9], pattern: /^[1-9]/ },
  ES: { callingCode: '34', lengths: [9], pattern: /^[5-9]/ },
  PT: { callingCode: '351', lengths: [9], pattern: /^[29]/ },
  RU: { callingCode: '7', trunkPrefix: '8', lengths: [10], pattern: /^[3-9]/ },
  AU: { callingCode: '61', trunkPrefix: '0', lengths: [9], pattern: /^[2-478]/ },
  NA: { callingCode: '264', trunkPrefix: '0', lengths: range(8, 9) },
  BW: { callingCode: '267', lengths: range(7, 8) },
};

/** Default phone country when the country lookup has not answered (spec/frame.md §7). */
export const DEFAULT_PHONE_COUNTRY = 'ZA';

function nationalNumberFits(rule: CountryRule, digits: string): boolean {
  return rule.lengths.includes(digits.length) && (rule.pattern?.test(digits) ?? true);
}

function ruleForInternational(digits: string): [CountryRule, string] | undefined {
  for (const rule of Object.values(COUNTRY_RULES)) {
    if (digits.startsWith(rule.callingCode)) return [rule, digits.slice(rule.callingCode.length)];
  }
  return undefined;
}

/** Whether `value` is a plausible phone number, national numbers read in `country`. */
export function isValidPhoneNumber(
  value: string,
  country: string = DEFAULT_PHONE_COUNTRY,
): boolean {
  const compact = compactNumber(value);
  const international = /^(\+|00)/.exec(compact);
  const digits = international ? compact.slice(international[0].length) : compact;
  if (!/^\d+$/.test(digits)) return false;
  if (international) {
    if (digits.startsWith('0')) return false;
    const match = ruleForInternational(digits);
    if (match) return nationalNumberFits(match[0], match[1]);
    return digits.length >= 8 && digits.length <= 15;
  }
  const rule = COUNTRY_RULES[country.toUpperCase()];
  if (!rule) return digits.length >= 6 && digits.length <= 14;
  const trunk = rule.trunkPrefix;
  const national =
    trunk && digits.startsWith(trunk) && !nationalNumberFits(rule, digits)
      ? digits.slice(trunk.length)
      : digits;
  return nationalNumberFits(rule, national);
}

/** The digits of a number as typed: spaces, '-', '.', '/', brackets and '(0)' dropped. */
function compactNumber(value: string): string {
  return value
    .trim()
    .replace(/\(0\)/g, '')
    .replace(/[\s\-./()]/g, '');
}

/**
 * A number in international form ('+' and digits), national numbers read in `country` (issue 36:
 * '0821234567' at a South African location is '+27821234567', not '+0821234567'):
 * - '+…' keeps its digits; '00…' is read as '+…';
 * - digits that are a national number of the country (after its trunk prefix, or without one)
 *   get its calling code;
 * - other digits (a number typed with its calling code but no '+', or a country outside
 *   COUNTRY_RULES) only get a '+'; the check then judges them.
 * Empty stays empty; text that is not a number is returned compacted, for the check to refuse.
 */
export function internationalPhoneNumber(
  value: string,
  country: string = DEFAULT_PHONE_COUNTRY,
): string {
  const compact = compactNumber(value);
  if (compact === '') return '';
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  if (!/^\d+$/.test(compact)) return compact;
  const rule = COUNTRY_RULES[country.trim().toUpperCase()];
  if (rule) {
    const trunk = rule.trunkPrefix;
    if (trunk && compact.startsWith(trunk) && nationalNumberFits(rule, compact.slice(trunk.length)))
      return `+${rule.callingCode}${compact.slice(trunk.length)}`;
    if (nationalNumberFits(rule, compact)) return `+${rule.callingCode}${compact}`;
  }
  return `+${compact}`;
}
