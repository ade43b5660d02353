import { describe, expect, test } from 'vitest';
import { defaultInductionConfig, INITIAL_VIDEO } from '../inductionConfig.ts';
import {
  applyInductionSettings,
  applyVideoChange,
  changeVideoVersion,
  disableVideo,
  saveVideo,
  settingsOf,
} from './inductionVideo.ts';

const URL = 'https://videos.example.com/induction.mp4';

describe('the induction video state machine', () => {
  test('INITIAL to ACTIVATED when a video is saved: version 0 becomes 1, the duration is recorded', () => {
    expect(saveVideo(INITIAL_VIDEO, { duration: 95, url: URL })).toEqual({
      state: 'ACTIVATED',
      version: 1,
      duration: 95,
      url: URL,
    });
  });

  test('a saved video keeps a version other than 0', () => {
    const video = saveVideo(
      { state: 'INITIAL', version: 4, duration: 0 },
      { duration: 30, url: URL },
    );
    expect(video.version).toBe(4);
    const again = saveVideo(video, { duration: 40, url: URL });
    expect(again).toMatchObject({ state: 'ACTIVATED', version: 4, duration: 40 });
  });

  test('changing the version of an activated video copies the old version to the new', () => {
    const active = saveVideo(INITIAL_VIDEO, { duration: 60, url: URL });
    const changed = changeVideoVersion(active, 3, false);
    expect(changed.copy).toEqual({ from: 1, to: 3 });
    expect(changed.video).toEqual({ ...active, version: 3 });
  });

  test('no copy for an INITIAL video, while a new video is processed, or for the same version', () => {
    expect(changeVideoVersion(INITIAL_VIDEO, 2, false)).toEqual({
      video: { ...INITIAL_VIDEO, version: 2 },
      copy: null,
    });
    const active = saveVideo(INITIAL_VIDEO, { duration: 60, url: URL });
    expect(changeVideoVersion(active, 2, true).copy).toBeNull();
    expect(changeVideoVersion(active, 1, false)).toEqual({ video: active, copy: null });
  });

  test('disabling a video resets it to INITIAL and keeps the version', () => {
    const active = saveVideo({ ...INITIAL_VIDEO, version: 2 }, { duration: 60, url: URL });
    expect(disableVideo(active)).toEqual({ state: 'INITIAL', version: 2, duration: 0 });
  });
});

describe('configuration saves', () => {
  test('settings apply, and a version change of an activated video reports the copy', () => {
    const stored = applyVideoChange(defaultInductionConfig(), 'kiosk', {
      action: 'save',
      duration: 120,
      url: URL,
    });
    const settings = settingsOf(stored);
    settings.inductionEnabled = true;
    settings.kiosk.videoVersion = 2;
    settings.kiosk.validityType = { visitor: 30, employee: 60 };
    settings.preRegistration.videoVersion = 5;
    settings.screeningRoom.version = 7;
    const { configuration, copies } = applyInductionSettings(stored, settings);
    expect(copies).toEqual([{ channel: 'kiosk', from: 1, to: 2 }]);
    expect(configuration.kiosk.video).toEqual({
      state: 'ACTIVATED',
      version: 2,
      duration: 120,
      url: URL,
    });
    expect(configuration.kiosk.validityType).toEqual({ visitor: 30, employee: 60 });
    expect(configuration.preRegistration.video).toEqual({ ...INITIAL_VIDEO, version: 5 });
    expect(configuration.screeningRoom.version).toBe(7);
    expect(configuration.inductionEnabled).toBe(true);
  });

  test('unchanged settings change nothing', () => {
    const stored = applyVideoChange(defaultInductionConfig(), 'employeeLink', {
      action: 'save',
      duration: 10,
      url: URL,
    });
    expect(applyInductionSettings(stored, settingsOf(stored))).toEqual({
      configuration: stored,
      copies: [],
    });
  });

  test('a disabled video goes back to INITIAL in the configuration', () => {
    const saved = applyVideoChange(defaultInductionConfig(), 'preRegistration', {
      action: 'save',
      duration: 10,
      url: URL,
    });
    const disabled = applyVideoChange(saved, 'preRegistration', { action: 'disable' });
    expect(disabled.preRegistration.video).toEqual({ state: 'INITIAL', version: 1, duration: 0 });
    expect(disabled.kiosk).toEqual(saved.kiosk);
  });
});
