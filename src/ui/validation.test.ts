import { type MessageDescriptor, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { isValidPhoneNumber } from './phoneNumbers.ts';
import {
  DUPLICATE_VALUE_MESSAGE,
  defaultPhoneCountry,
  fieldsetGroupIsValid,
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  isGsmText,
  requiredMessage,
  SPECIAL_CHARACTERS_MESSAGE,
  validateEmail,
  validateFieldsetGroup,
  validatePhone,
  validateRequired,
  validateSmsText,
} from './validation.ts';

const i18n = setupI18n({ locale: 'en-GB', messages: { 'en-GB': {} } });
const text = (descriptor: MessageDescriptor | null | undefined) =>
  descriptor ? i18n._(descriptor) : null;

describe('validateRequired', () => {
  it.each([
    [undefined, true],
    [null, true],
    ['', true],
    ['   ', true],
    [[], true],
    ['x', false],
    [0, false],
    [false, false],
    [['a'], false],
  ])('%j is missing: %s', (value, missing) => {
    expect(text(validateRequired(value, 'Name'))).toBe(missing ? 'Name is required!' : null);
  });

  it('the message is "{label} is required!" with the label as a value', () => {
    const descriptor = requiredMessage('Email');
    expect(descriptor.message).toBe('{label} is required!');
    expect(descriptor.values).toEqual({ label: 'Email' });
  });
});

describe('validateEmail', () => {
  it('uses the message id validations.email.invalid', () => {
    expect(INVALID_EMAIL_MESSAGE.id).toBe('validations.email.invalid');
  });

  it.each([
    ['', true],
    [null, true],
    [undefined, true],
    ['ann@acme.com', true],
    ['  ann.lee+tag@mail.acme.co.za ', true],
    ['ann', false],
    ['ann@acme', false],
    ['ann@@acme.com', false],
    ['ann lee@acme.com', false],
    ['ann@acme..com', false],
    ['.ann@acme.com', false],
    ['ann.@acme.com', false],
    ['ann@-acme.com', false],
    ['ann@acme.c', false],
  ])('%j valid: %s', (value, valid) => {
    expect(validateEmail(value)).toBe(valid ? null : INVALID_EMAIL_MESSAGE);
  });
});

describe('phone numbers', () => {
  it.each([
    ['082 123 4567', 'ZA', true],
    ['+27 82 123 4567', 'ZA', true],
    ['0027821234567', 'GB', true],
    ['+27 02 123 4567', 'ZA', false],
    ['082 123 456', 'ZA', false],
    ['020 7946 0000', 'GB', true],
    ['+44 (0)20 7946 0000', 'ZA', true],
    ['(212) 555-0123', 'US', true],
    ['1 212 555 0123', 'US', true],
    ['+1 112 555 0123', 'ZA', false],
    ['030 1234567', 'DE', true],
    ['+31 6 12345678', 'ZA', true],
    ['01 23 45 67 89', 'FR', true],
    ['612 345 678', 'ES', true],
    ['+351 912 345 678', 'ZA', true],
    ['8 912 345 67 89', 'RU', true],
    ['+7 912 345 67 89', 'ZA', true],
    ['+81 3 1234 5678', 'ZA', true],
    ['+81 3', 'ZA', false],
    ['+0 123 456 789', 'ZA', false],
    ['12345678', 'JP', true],
    ['082-ABC-4567', 'ZA', false],
    ['+', 'ZA', false],
  ])('%s in %s: %s', (value, country, valid) => {
    expect(isValidPhoneNumber(value, country)).toBe(valid);
  });

  it.each([
    ['', null],
    [null, null],
    ['082 123 4567', null],
    ['123', INVALID_PHONE_MESSAGE],
  ])('validatePhone(%j) in ZA', (value, expected) => {
    expect(validatePhone(value, 'ZA')).toBe(expected);
  });

  it.each([
    [null, 'ZA'],
    ['gb', 'GB'],
    ['', 'ZA'],
    ['XYZ', 'ZA'],
  ])('cached country %j gives default %s', (stored, country) => {
    expect(defaultPhoneCountry(stored)).toBe(country);
  });

  it('reads the cached country preference', () => {
    localStorage.setItem('gatehouse.country', 'nl');
    expect(defaultPhoneCountry()).toBe('NL');
    expect(validatePhone('06 12345678')).toBeNull();
    localStorage.removeItem('gatehouse.country');
    expect(defaultPhoneCountry()).toBe('ZA');
  });
});

describe('SMS text', () => {
  it.each([
    ['Hello, world! 123', true],
    ['Café à 5€ [ok] {x} ~ ^ | \\', true],
    ['Line one\nLine two', true],
    ['£5 @ Ärzte ÑÜ ¿¡ §', true],
    ['Emoji 😀', false],
    ['Smart “quotes”', false],
    ['Backtick `', false],
    ['Tab\there', false],
    ['á is not GSM', false],
  ])('%j is GSM: %s', (value, gsm) => {
    expect(isGsmText(value)).toBe(gsm);
    expect(validateSmsText(value)).toBe(gsm ? null : SPECIAL_CHARACTERS_MESSAGE);
  });

  it('the message reads "Special characters are not permitted"', () => {
    expect(text(validateSmsText('😀'))).toBe('Special characters are not permitted');
    expect(validateSmsText('')).toBeNull();
  });
});

describe('fieldset groups', () => {
  it('requires a label on each item and unique values', () => {
    const errors = validateFieldsetGroup([
      { label: 'Red', value: 'red' },
      { label: '', value: 'blue' },
      { label: 'Also red', value: ' RED ' },
      { label: 'None', value: '' },
      { label: 'None again', value: '' },
    ]);
    expect(text(errors[1]?.label)).toBe('Label is required!');
    expect(errors[2]?.value).toBe(DUPLICATE_VALUE_MESSAGE);
    expect(errors[0]).toEqual({});
    expect(errors[3]).toEqual({});
    expect(errors[4]).toEqual({});
    expect(fieldsetGroupIsValid(errors)).toBe(false);
  });

  it('a clean group is valid', () => {
    const errors = validateFieldsetGroup([
      { label: 'A', value: 'a' },
      { label: 'B', value: 'b' },
    ]);
    expect(fieldsetGroupIsValid(errors)).toBe(true);
    expect(validateFieldsetGroup([])).toEqual([]);
  });
});
