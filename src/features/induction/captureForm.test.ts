import { describe, expect, test } from 'vitest';
import { captureRequest, emptyDraft, localDateTime } from './captureForm.ts';

const NOW = new Date(2026, 10, 26, 14, 30).getTime();
const AT = 'acme#north#pretoria';

describe('induction capture form', () => {
  test('an empty form starts in the screening room for a visitor, now', () => {
    expect(emptyDraft(NOW)).toMatchObject({
      inductionType: 'screeningRoom',
      personType: 'visitor',
      completedAt: '2026-11-26T14:30',
    });
  });

  test('names are required; a time after now or none at all is refused', () => {
    const draft = { ...emptyDraft(NOW), firstName: '  ', completedAt: localDateTime(NOW + 60_000) };
    expect(captureRequest(draft, AT, NOW)).toEqual({
      problems: ['firstName', 'lastName', 'future'],
    });
    expect(
      captureRequest({ ...draft, firstName: 'A', lastName: 'B', completedAt: '' }, AT, NOW),
    ).toEqual({ problems: ['completedAt'] });
  });

  test('the request: trimmed names, the local time in epoch milliseconds, empty details left out', () => {
    const draft = {
      ...emptyDraft(NOW),
      inductionType: 'kiosk' as const,
      personType: 'employee' as const,
      completedAt: '2026-11-26T09:15',
      firstName: ' Thandi ',
      lastName: 'Mokoena',
      email: ' thandi@example.com ',
      phoneNumber: '   ',
    };
    expect(captureRequest(draft, AT, NOW)).toEqual({
      request: {
        EntityHierarchy: AT,
        inductionType: 'kiosk',
        personType: 'employee',
        completedAt: new Date(2026, 10, 26, 9, 15).getTime(),
        userDetails: { firstName: 'Thandi', lastName: 'Mokoena', email: 'thandi@example.com' },
      },
    });
  });
});
