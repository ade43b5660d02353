import { describe, expect, test } from 'vitest';
import {
  currentVersionOf,
  defaultInductionConfig,
  normaliseInductionConfig,
  validityOf,
} from './inductionConfig.ts';

describe('the induction configuration', () => {
  test('defaults: 100 for kiosk, pre-registration and employee link, 365 for the screening room', () => {
    const config = normaliseInductionConfig(undefined);
    expect(config).toEqual(defaultInductionConfig());
    expect(config.kiosk.validityType).toEqual({ visitor: 100, employee: 100 });
    expect(config.preRegistration.validity).toBe(100);
    expect(config.employeeLink.validity).toBe(100);
    expect(config.screeningRoom.validityType).toEqual({ visitor: 365, employee: 365 });
    expect(config.kiosk.video).toEqual({ duration: 0, version: 0, state: 'INITIAL' });
    expect(config.kiosk.questions).toEqual({
      enabled: false,
      randomOrder: false,
      amountToAsk: 0,
      minimumPassCount: 0,
      maximumRetryBeforeRewatch: 0,
    });
  });

  test('an older single validity number becomes a per-type validity for visitor and employee', () => {
    const stored = {
      inductionEnabled: true,
      kiosk: { enabled: true, validity: 30 },
      screeningRoom: { enabled: true, validityType: 200, version: 2 },
      preRegistration: { validity: '45' },
    };
    const config = normaliseInductionConfig(stored);
    expect(config.kiosk.validityType).toEqual({ visitor: 30, employee: 30 });
    expect(config.screeningRoom.validityType).toEqual({ visitor: 200, employee: 200 });
    expect(config.preRegistration.validity).toBe(45);
    expect(config.inductionEnabled).toBe(true);
    expect(config.screeningRoom.version).toBe(2);
  });

  test('a stored configuration of an older version loads: JSON as written, bad fields defaulted', () => {
    const old = JSON.parse(
      '{"inductionEnabled":true,"dirty":true,"kiosk":{"enabled":true,"validity":0,' +
        '"video":{"duration":61.5,"version":3,"state":"ACTIVATED","url":"https://v.example/a.mp4"},' +
        '"questions":{"enabled":true,"amountToAsk":"x","minimumPassCount":-2}},' +
        '"employeeLink":{"enabled":"yes","validity":{"visitor":5,"employee":9}},"legacy":1}',
    );
    const config = normaliseInductionConfig(old);
    expect(config.kiosk).toEqual({
      enabled: true,
      validityType: { visitor: 0, employee: 0 },
      video: { duration: 61, version: 3, state: 'ACTIVATED', url: 'https://v.example/a.mp4' },
      questions: {
        enabled: true,
        randomOrder: false,
        amountToAsk: 0,
        minimumPassCount: 0,
        maximumRetryBeforeRewatch: 0,
      },
    });
    expect(config.employeeLink.enabled).toBe(false);
    expect(config.employeeLink.validity).toBe(9);
    expect(Object.keys(config).sort()).toEqual(
      ['employeeLink', 'inductionEnabled', 'kiosk', 'preRegistration', 'screeningRoom'].sort(),
    );
  });

  test('anything that is not a configuration gives the defaults', () => {
    for (const stored of [null, 42, 'text', [], { kiosk: [] }]) {
      expect(normaliseInductionConfig(stored)).toEqual(defaultInductionConfig());
    }
  });

  test('validity and current version per channel and person type', () => {
    const config = normaliseInductionConfig({
      kiosk: { validityType: { visitor: 10, employee: 20 }, video: { version: 4 } },
      screeningRoom: { validityType: { visitor: 1, employee: 2 }, version: 6 },
      employeeLink: { validity: 7 },
    });
    expect(validityOf(config, 'kiosk', 'visitor')).toBe(10);
    expect(validityOf(config, 'kiosk', 'employee')).toBe(20);
    expect(validityOf(config, 'screeningRoom', 'employee')).toBe(2);
    expect(validityOf(config, 'employeeLink', 'visitor')).toBe(7);
    expect(validityOf(config, 'preRegistration', 'employee')).toBe(100);
    expect(currentVersionOf(config, 'kiosk')).toBe(4);
    expect(currentVersionOf(config, 'screeningRoom')).toBe(6);
  });
});
