import { describe, expect, test } from 'vitest';
import { NOTIFICATION_TYPES, notificationTypeOf } from './catalogue.ts';
import { smsCount } from './gsm.ts';
import { needsRefresh, notificationErrorMessage, templateProblems } from './rules.ts';
import { insertAt, renderTemplate, templateVariables, unknownVariables } from './template.ts';

describe('GSM rule', () => {
  test('basic characters count 1, extension characters 2, others are pointed out', () => {
    expect(smsCount('Hello @ £5!')).toEqual({ units: 11, parts: 1, nonGsm: [] });
    expect(smsCount('[€]').units).toBe(6);
    expect(smsCount('Olá 😀 ç Ç').nonGsm).toEqual(['á', '😀', 'ç']);
    expect(smsCount('').parts).toBe(0);
  });

  test('160 septets in one SMS, 153 per part beyond', () => {
    expect(smsCount('a'.repeat(160)).parts).toBe(1);
    expect(smsCount('a'.repeat(161)).parts).toBe(2);
    expect(smsCount('a'.repeat(306)).parts).toBe(2);
    expect(smsCount('a'.repeat(307)).parts).toBe(3);
    expect(smsCount('€'.repeat(80)).parts).toBe(1);
    expect(smsCount('€'.repeat(81)).parts).toBe(2);
  });
});

describe('templates', () => {
  test('variables are rendered with sample values; unknown ones stay as written', () => {
    const template = 'Hi {{ personName }}, {{companyName}} {{employeeName}}';
    expect(templateVariables(template)).toEqual(['personName', 'companyName', 'employeeName']);
    expect(unknownVariables(template, 'PARKING_SCANNER')).toEqual(['employeeName']);
    expect(renderTemplate(template, 'PARKING_SCANNER')).toBe(
      'Hi Sam Driver, Acme Holdings {{employeeName}}',
    );
  });

  test('the picker inserts at the caret or over the selection', () => {
    expect(insertAt('Hello !', '{{hostName}}', 6)).toEqual({
      text: 'Hello {{hostName}}!',
      caret: 18,
    });
    expect(insertAt('Hello you!', '{{x}}', 6, 9).text).toBe('Hello {{x}}!');
  });

  test('problems: unknown variables everywhere, the GSM rule and length for SMS only', () => {
    expect(templateProblems('PARKING_SCANNER', 'EMAIL', 'Olá {{email}}')).toEqual([
      { kind: 'unknownVariables', names: ['email'] },
    ]);
    expect(templateProblems('PARKING_SCANNER', 'SMS', 'Olá')).toEqual([
      { kind: 'nonGsm', characters: ['á'] },
    ]);
    expect(templateProblems('PARKING_SCANNER', 'SMS', 'a'.repeat(919))).toEqual([
      { kind: 'tooManyParts', parts: 7 },
    ]);
  });

  test('the spec names two of the notification types', () => {
    expect(notificationTypeOf('EMPLOYEE_ASSISTED_CHECKIN', 'EMAIL')).toBe(
      'ASSISTED_CHECKIN_BACKEND_DATA_RECEIVED_EMAIL',
    );
    expect(notificationTypeOf('PARKING_SCANNER', 'LOG_ALERT')).toBe(
      'PARKING_SCANNER_DASHBOARD_LOG_ALERT',
    );
    expect(new Set(NOTIFICATION_TYPES.map((type) => type.notificationType)).size).toBe(12);
  });
});

describe('error keys', () => {
  test('obsolete and not found open the refresh modal; others get the fallback', () => {
    expect(notificationErrorMessage('NOTIFICATION_INSTANCE_OBSOLETE')).toBe('obsolete');
    expect(notificationErrorMessage('NOTIFICATION_NOT_FOUND')).toBe('notFound');
    expect(notificationErrorMessage('SOMETHING_ELSE')).toBe('fallback');
    expect(notificationErrorMessage(undefined)).toBe('fallback');
    expect(needsRefresh('NOTIFICATION_NOT_FOUND')).toBe(true);
    expect(needsRefresh('VALIDATION_FAILED')).toBe(false);
  });
});
