/**
 * The GSM rule for SMS text (spec/frame.md §5 and workers.md: "SMS text is limited to GSM-style
 * characters; otherwise 'Special characters are not permitted'"). The spec names no table, so
 * this is the GSM 03.38 default alphabet plus its extension table. An extension character takes
 * two septets (escape + character); one SMS holds 160 septets, a message of several parts 153
 * per part (the rest carries the concatenation header).
 */

const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const EXTENSION = '^{}\\[~]|€\f';

const BASIC_SET = new Set(BASIC);
const EXTENSION_SET = new Set(EXTENSION);

export const SMS_SINGLE_LIMIT = 160;
export const SMS_PART_LIMIT = 153;
/** The most parts one notification may take (a template longer than this is refused). */
export const SMS_MAX_PARTS = 6;

export interface SmsCount {
  /** Septets: basic characters count 1, extension characters 2. */
  units: number;
  /** How many SMS the text takes (0 for an empty text). */
  parts: number;
  /** The characters outside the GSM alphabet, each once, in order of first appearance. */
  nonGsm: string[];
}

/** Whether one character (code point) is in the GSM alphabet, and how many septets it takes. */
export function gsmWidth(character: string): 0 | 1 | 2 {
  if (BASIC_SET.has(character)) return 1;
  if (EXTENSION_SET.has(character)) return 2;
  return 0;
}

export function smsCount(text: string): SmsCount {
  let units = 0;
  const nonGsm: string[] = [];
  for (const character of text) {
    const width = gsmWidth(character);
    if (width === 0) {
      if (!nonGsm.includes(character)) nonGsm.push(character);
      units += 1;
    } else units += width;
  }
  const parts = units === 0 ? 0 : units <= SMS_SINGLE_LIMIT ? 1 : Math.ceil(units / SMS_PART_LIMIT);
  return { units, parts, nonGsm };
}

export function isGsmText(text: string): boolean {
  return smsCount(text).nonGsm.length === 0;
}
