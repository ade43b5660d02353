import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DEFAULT_PHONE_COUNTRY, isValidPhoneNumber } from './phoneNumbers.ts';
import { string } from '../../contract/plainCheck.ts';
import { definePreference, plainText } from '../kit/preferences/definePreference.ts';
import { readPreference } from '../kit/preferences/storage.ts';

/**
 * Form validation helpers (spec/frame.md §5). Each validator returns null when the value is fine,
 * else a Lingui message descriptor that the form translates (`i18n._(descriptor)`).
 */
export type ValidationResult = MessageDescriptor | null;

/** '{label} is required!'; `label` is the field's already translated label. */
export function requiredMessage(label: string): MessageDescriptor {
  return msg`${label} is required!`;
}

/** Empty: undefined, null, a blank string or an empty array. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export function validateRequired(value: unknown, label: string): ValidationResult {
  return isEmptyValue(value) ? requiredMessage(label) : null;
}

export const INVALID_EMAIL_MESSAGE: MessageDescriptor = msg({
  id: 'validations.email.invalid',
  message: 'Please enter a valid email address',
});

/** local@domain.tld: no spaces, one '@', dot-separated domain labels, a top-level domain of 2+ letters. */
const EMAIL_PATTERN =
  /^[^\s@"(),:;<>[\\\]]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= 254 && EMAIL_PATTERN.test(email) && !/\.\.|^\.|\.@/.test(email);
}

/** An empty email is allowed; a given one must be valid (validations.email.invalid). */
export function validateEmail(value: string | null | undefined): ValidationResult {
  if (isEmptyValue(value)) return null;
  return isValidEmail(value!) ? null : INVALID_EMAIL_MESSAGE;
}

export const INVALID_PHONE_MESSAGE: MessageDescriptor = msg({
  id: 'validations.phone.invalid',
  message: 'Please enter a valid phone number',
});

/** Two-letter country code from the lookup (defaultPhoneCountry normalises case and spaces). */
export const countryPreference = definePreference(
  'country',
  plainText(string({ minLength: 1 })),
  null,
);

/**
 * The country phone inputs default to: the country code cached from the lookup (preference
 * 'country', two letters), else ZA.
 */
export function defaultPhoneCountry(
  stored: string | null = readPreference(countryPreference),
): string {
  const code = stored?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) ? code : DEFAULT_PHONE_COUNTRY;
}

/** An empty phone number is allowed; a given one must be valid (see phoneNumbers.ts). */
export function validatePhone(
  value: string | null | undefined,
  country: string = defaultPhoneCountry(),
): ValidationResult {
  if (isEmptyValue(value)) return null;
  return isValidPhoneNumber(value!, country) ? null : INVALID_PHONE_MESSAGE;
}

/** GSM 03.38 basic character set (the escape code itself excluded). */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** GSM 03.38 extension table (sent as escape + character). */
const GSM_EXTENSION = '\f^{}\\[~]|€';
const GSM_CHARACTERS = new Set([...GSM_BASIC, ...GSM_EXTENSION]);

export function isGsmText(text: string): boolean {
  for (const character of text) if (!GSM_CHARACTERS.has(character)) return false;
  return true;
}

export const SPECIAL_CHARACTERS_MESSAGE: MessageDescriptor = msg`Special characters are not permitted`;

/** SMS text may only use GSM 03.38 characters; empty text is left to validateRequired. */
export function validateSmsText(value: string | null | undefined): ValidationResult {
  return !value || isGsmText(value) ? null : SPECIAL_CHARACTERS_MESSAGE;
}

export const DUPLICATE_VALUE_MESSAGE: MessageDescriptor = msg`Values must be unique`;

export interface FieldsetGroupItem {
  label?: string | null;
  value?: string | null;
}
export interface FieldsetGroupErrors {
  label?: MessageDescriptor;
  value?: MessageDescriptor;
}

/**
 * Checks the items of a fieldset group (for example the options of a custom field): each item
 * needs a label ('Label is required!', `labelName` being the translated word), and values must be
 * unique. Values are compared trimmed and ignoring case; every item after the first with a value
 * already used gets the duplicate message; empty values are not compared. Returns one entry per
 * item, `{}` when the item is fine.
 */
export function validateFieldsetGroup(
  items: readonly FieldsetGroupItem[],
  labelName = 'Label',
): FieldsetGroupErrors[] {
  const seen = new Set<string>();
  return items.map((item) => {
    const errors: FieldsetGroupErrors = {};
    if (isEmptyValue(item.label)) errors.label = requiredMessage(labelName);
    const key = item.value?.trim().toLowerCase() ?? '';
    if (key !== '') {
      if (seen.has(key)) errors.value = DUPLICATE_VALUE_MESSAGE;
      seen.add(key);
    }
    return errors;
  });
}

/** True when validateFieldsetGroup found nothing wrong. */
export function fieldsetGroupIsValid(errors: readonly FieldsetGroupErrors[]): boolean {
  return errors.every((item) => item.label === undefined && item.value === undefined);
}
