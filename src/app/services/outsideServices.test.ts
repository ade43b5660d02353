// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EnvironmentFile } from '../../../contract/env.ts';
import type { SessionUser } from '../../../contract/session.ts';
import { TEST_ENVIRONMENT } from '../testing/testEnvironment.ts';
import {
  isIgnoredError,
  reportError,
  startErrorReporting,
  stopErrorReportingForTest,
} from './errorReporting.ts';
import { loadOutsideServices } from './outsideServices.ts';
import {
  identifySupportUser,
  loadSupportWidget,
  supportSettings,
  unloadSupportWidgetForTest,
} from './supportWidget.ts';
import { enableConsoleOutput } from '../../log/consoleOutput.ts';

// These tests check what is reported on the console: as with log=true.
beforeEach(() => enableConsoleOutput(true));
afterEach(() => enableConsoleOutput(false));

const base: EnvironmentFile = TEST_ENVIRONMENT;
const user: SessionUser = {
  sub: 'u1',
  email: 'a@b.example',
  name: 'Ann',
  organisationId: 'acme',
  flags: {},
  locations: [],
};

beforeAll(() => {
  // The widget's script must not really load in tests.
  const happyDom = (window as unknown as { happyDOM?: { settings: Record<string, unknown> } })
    .happyDOM;
  if (happyDom) {
    happyDom.settings.disableJavaScriptFileLoading = true;
    happyDom.settings.handleDisabledFileLoadingAsSuccess = true;
  }
});

afterEach(() => {
  stopErrorReportingForTest();
  unloadSupportWidgetForTest();
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('outside services', () => {
  it('load nothing without configuration', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect(loadOutsideServices(base)).toEqual({ errorReporting: false, supportWidget: false });
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(window.Intercom).toBeUndefined();
    reportError(new Error('boom'));
    identifySupportUser(user);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('load both when configured', () => {
    const environment = {
      ...base,
      errorReporting: { dsn: 'https://errors.example/collect' },
      supportWidget: { appId: 'app1' },
    };
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response());
    expect(loadOutsideServices(environment)).toEqual({ errorReporting: true, supportWidget: true });
    expect(document.querySelector('script')?.src).toContain('app1');
  });
});

describe('error reporting', () => {
  it.each([
    [new Error('ResizeObserver loop limit exceeded'), true],
    [new Error('Not Authorized'), true],
    [Object.assign(new Error('socket hang up'), { name: 'NetworkingError' }), true],
    ['ResizeObserver loop completed with undelivered notifications.', true],
    [new Error('Cannot read properties of undefined'), false],
  ])('%s ignored: %s', (error, expected) => {
    expect(isIgnoredError(error)).toBe(expected);
  });

  it('sends every other error (sample rate 1) with its tags', () => {
    const send = vi.fn();
    startErrorReporting({ errorReporting: { dsn: 'https://errors.example/c' } }, send);
    reportError(new Error('Not Authorized'));
    reportError(new Error('boom'), { location: '/visitors/log' });
    expect(send).toHaveBeenCalledTimes(1);
    const [url, body] = send.mock.calls[0] ?? [];
    expect(url).toBe('https://errors.example/c');
    expect(JSON.parse(body)).toMatchObject({
      message: 'boom',
      tags: { location: '/visitors/log' },
    });
  });
});

describe('support widget', () => {
  it('passes the user hash when present and only logs when missing', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    expect(supportSettings('app1', { ...user, userHash: 'h1' })).toMatchObject({
      app_id: 'app1',
      user_hash: 'h1',
      email: 'a@b.example',
    });
    expect(supportSettings('app1', user)).not.toHaveProperty('user_hash');
    expect(info).toHaveBeenCalledTimes(1);
  });

  it('boots with the signed-in user once loaded', () => {
    loadSupportWidget({ supportWidget: { appId: 'app1' } });
    identifySupportUser({ ...user, userHash: 'h1' });
    expect(window.Intercom?.q?.[0]).toEqual(['boot', expect.objectContaining({ user_hash: 'h1' })]);
  });
});
