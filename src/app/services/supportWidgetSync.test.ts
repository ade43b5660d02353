// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HierarchyConfiguration } from '../../../contract/hierarchyConfig.ts';
import {
  identifySupportUser,
  loadSupportWidget,
  unloadSupportWidgetForTest,
} from './supportWidget.ts';
import {
  pollSupportWidgetStyling,
  STYLING_POLL_LIMIT_MS,
  STYLING_POLL_MS,
  sendSupportCompany,
  styleSupportLauncher,
  supportCompany,
} from './supportWidgetSync.ts';
import { enableConsoleOutput } from '../../log/consoleOutput.ts';

// These tests check what is reported on the console: as with log=true.
beforeEach(() => enableConsoleOutput(true));
afterEach(() => enableConsoleOutput(false));

const config: HierarchyConfiguration = {
  key: 'HIERARCHY_CONFIGURATION_RETRIEVED',
  organisationId: 'acme',
  deepStructure: [
    { hierarchyStructure: 'acme#east', children: [] },
    { hierarchyStructure: 'acme#north', children: [] },
  ],
  access: [],
  tenantFlags: {
    'acme#east': { entityLocationData: {}, features: {} },
    'acme#north': { entityLocationData: { companyName: ' Acme Ltd ' }, features: {} },
  },
  additionalConfigs: {},
};

/** A fake widget global in place of the one the widget's script would install. */
function fakeWidget() {
  loadSupportWidget({ supportWidget: { appId: 'app1' } });
  const widget = vi.fn();
  window.Intercom = widget;
  return widget;
}

beforeAll(() => {
  const happyDom = (window as unknown as { happyDOM?: { settings: Record<string, unknown> } })
    .happyDOM;
  if (happyDom) {
    happyDom.settings.disableJavaScriptFileLoading = true;
    happyDom.settings.handleDisabledFileLoadingAsSuccess = true;
  }
});

afterEach(() => {
  unloadSupportWidgetForTest();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('support widget company details', () => {
  it('names the organisation after its first named top location', () => {
    expect(supportCompany(config)).toEqual({ id: 'acme', name: 'Acme Ltd' });
    expect(supportCompany({ ...config, tenantFlags: {} })).toEqual({ id: 'acme' });
  });

  it('are sent to the widget when the configuration loads', () => {
    const widget = fakeWidget();
    expect(sendSupportCompany(config)).toBe(true);
    expect(widget).toHaveBeenCalledWith('update', { company: { id: 'acme', name: 'Acme Ltd' } });
  });

  it('are not sent when no widget is configured', () => {
    expect(sendSupportCompany(config)).toBe(false);
    expect(window.Intercom).toBeUndefined();
  });
});

describe('support widget user hash', () => {
  it('is passed when present; a missing one is only logged', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const widget = fakeWidget();
    const user = { sub: 'u1', email: 'a@b.example', name: 'Ann', organisationId: 'acme' };
    identifySupportUser({ ...user, flags: {}, locations: [] });
    expect(widget).toHaveBeenCalledWith(
      'boot',
      expect.not.objectContaining({ user_hash: expect.anything() }),
    );
    expect(info).toHaveBeenCalledTimes(1);
    identifySupportUser({ ...user, flags: {}, locations: [], userHash: 'h1' });
    expect(widget).toHaveBeenLastCalledWith('boot', expect.objectContaining({ user_hash: 'h1' }));
  });
});

describe('support widget styling poll', () => {
  it('colours the launcher once the widget has drawn it', () => {
    expect(styleSupportLauncher('#aa0000')).toBe(false);
    document.body.innerHTML = '<div class="intercom-lightweight-app-launcher"></div>';
    expect(styleSupportLauncher('#aa0000')).toBe(true);
    const launcher = document.querySelector<HTMLElement>('.intercom-lightweight-app-launcher');
    expect(launcher?.style.backgroundColor).toBe('#aa0000');
  });

  it('polls every 100 ms and stops when styling succeeds', () => {
    vi.useFakeTimers();
    let calls = 0;
    const attempt = vi.fn(() => ++calls === 4);
    pollSupportWidgetStyling(attempt);
    expect(attempt).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(STYLING_POLL_MS * 2);
    expect(attempt).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(STYLING_POLL_MS * 20);
    expect(attempt).toHaveBeenCalledTimes(4);
  });

  it('gives up after a few seconds when the launcher never appears', () => {
    vi.useFakeTimers();
    const attempt = vi.fn(() => false);
    pollSupportWidgetStyling(attempt);
    vi.advanceTimersByTime(STYLING_POLL_LIMIT_MS * 3);
    expect(attempt).toHaveBeenCalledTimes(STYLING_POLL_LIMIT_MS / STYLING_POLL_MS + 1);
  });

  it('does not poll at all when styling succeeds at once, and can be stopped early', () => {
    vi.useFakeTimers();
    const done = vi.fn(() => true);
    pollSupportWidgetStyling(done);
    vi.advanceTimersByTime(STYLING_POLL_LIMIT_MS);
    expect(done).toHaveBeenCalledTimes(1);
    const never = vi.fn(() => false);
    const stop = pollSupportWidgetStyling(never);
    vi.advanceTimersByTime(STYLING_POLL_MS);
    stop();
    vi.advanceTimersByTime(STYLING_POLL_LIMIT_MS);
    expect(never).toHaveBeenCalledTimes(2);
  });
});
