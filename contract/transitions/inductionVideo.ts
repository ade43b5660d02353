import type {
  InductionChannels,
  InductionConfiguration,
  InductionQuestions,
  InductionVideo,
  VideoChannel,
} from '../inductionConfig.ts';
import { VIDEO_CHANNELS } from '../inductionConfig.ts';

/**
 * The induction video of a channel (spec/visitors.md §4 "Induction video per channel"): INITIAL
 * until a video is saved, then ACTIVATED. Pure: the server applies these to the stored
 * configuration; the configuration screen shows what they will do.
 */

/** A video saved: ACTIVATED, version 1 if it was 0 (otherwise it stays), the duration recorded. */
export function saveVideo(
  video: InductionVideo,
  saved: { duration: number; url: string },
): InductionVideo {
  return {
    state: 'ACTIVATED',
    version: video.version === 0 ? 1 : video.version,
    duration: saved.duration,
    url: saved.url,
  };
}

/**
 * A video disabled: back to INITIAL with no video. The version stays, so completions of earlier
 * versions keep comparing with it (Gatehouse's decision; the spec says only "resets it").
 */
export function disableVideo(video: InductionVideo): InductionVideo {
  return { state: 'INITIAL', version: video.version, duration: 0 };
}

/** The video of version `from` copied to version `to` (on a version change). */
export interface VideoCopy {
  from: number;
  to: number;
}

/**
 * The version set to `version`. Changing the version of an ACTIVATED video without a new video
 * being processed copies the video of the old version to the new one (`copy`), so it stays
 * ACTIVATED with the same video; everyone must watch it again. An INITIAL video, or one being
 * replaced (`processing`), copies nothing.
 */
export function changeVideoVersion(
  video: InductionVideo,
  version: number,
  processing: boolean,
): { video: InductionVideo; copy: VideoCopy | null } {
  if (version === video.version) return { video, copy: null };
  const copy =
    video.state === 'ACTIVATED' && !processing ? { from: video.version, to: version } : null;
  return { video: { ...video, version }, copy };
}

/** What a configuration save may change of a video channel (not the video itself). */
export interface VideoChannelChange {
  enabled: boolean;
  videoVersion: number;
  questions: InductionQuestions;
}

/** What the configuration screen saves: everything but the videos' state, duration and address. */
export type InductionSettings = InductionChannels<VideoChannelChange>;

export interface SettingsApplied {
  configuration: InductionConfiguration;
  /** The videos copied to a new version by this save. */
  copies: (VideoCopy & { channel: VideoChannel })[];
}

/** The stored configuration with the screen's settings applied (version changes may copy videos). */
export function applyInductionSettings(
  current: InductionConfiguration,
  settings: InductionSettings,
): SettingsApplied {
  const copies: SettingsApplied['copies'] = [];
  const channel = <C extends VideoChannel>(name: C) => {
    const change = settings[name];
    const { video, copy } = changeVideoVersion(current[name].video, change.videoVersion, false);
    if (copy) copies.push({ channel: name, ...copy });
    return { enabled: change.enabled, video, questions: { ...change.questions } };
  };
  const [kiosk, preRegistration, employeeLink] = VIDEO_CHANNELS.map(channel);
  return {
    configuration: {
      inductionEnabled: settings.inductionEnabled,
      kiosk: { ...kiosk!, validityType: { ...settings.kiosk.validityType } },
      preRegistration: { ...preRegistration!, validity: settings.preRegistration.validity },
      employeeLink: { ...employeeLink!, validity: settings.employeeLink.validity },
      screeningRoom: {
        enabled: settings.screeningRoom.enabled,
        validityType: { ...settings.screeningRoom.validityType },
        version: settings.screeningRoom.version,
      },
    },
    copies,
  };
}

/** The settings a configuration shows (what the screen edits and saves). */
export function settingsOf(config: InductionConfiguration): InductionSettings {
  const channel = (name: VideoChannel) => ({
    enabled: config[name].enabled,
    videoVersion: config[name].video.version,
    questions: { ...config[name].questions },
  });
  return {
    inductionEnabled: config.inductionEnabled,
    kiosk: { ...channel('kiosk'), validityType: { ...config.kiosk.validityType } },
    preRegistration: { ...channel('preRegistration'), validity: config.preRegistration.validity },
    employeeLink: { ...channel('employeeLink'), validity: config.employeeLink.validity },
    screeningRoom: {
      enabled: config.screeningRoom.enabled,
      validityType: { ...config.screeningRoom.validityType },
      version: config.screeningRoom.version,
    },
  };
}

/** Apply a video save or disable of one channel to the configuration. */
export function applyVideoChange(
  current: InductionConfiguration,
  channel: VideoChannel,
  change: { action: 'save'; duration: number; url: string } | { action: 'disable' },
): InductionConfiguration {
  const video =
    change.action === 'save'
      ? saveVideo(current[channel].video, change)
      : disableVideo(current[channel].video);
  return { ...current, [channel]: { ...current[channel], video } };
}
