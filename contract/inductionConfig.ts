/**
 * The induction configuration of a location (spec/visitors.md §3 "Induction configuration", §9),
 * without schemas: the induction pages read it without loading zod, and the server reads stored
 * configurations through `normaliseInductionConfig` so data written by an older version loads.
 *
 * Decisions where the spec is silent:
 * - A configuration is stored per location; a location without one uses its nearest ancestor's,
 *   else the defaults (every channel off, validity 100 / 365, videos INITIAL at version 0).
 * - `dirty` is the configuration screen's "changed and not saved" state, never stored.
 * - Validity is a number of days ("units are not shown"); 0 means valid until a new video or
 *   version is set.
 */

export const INDUCTION_CHANNELS = [
  'kiosk',
  'preRegistration',
  'employeeLink',
  'screeningRoom',
] as const;
export type InductionChannel = (typeof INDUCTION_CHANNELS)[number];

/** The channels with an induction video and questions (the screening room has a version only). */
export const VIDEO_CHANNELS = ['kiosk', 'preRegistration', 'employeeLink'] as const;
export type VideoChannel = (typeof VIDEO_CHANNELS)[number];

/** Who was inducted: per-type validities distinguish visitors and employees. */
export const PERSON_TYPES = ['visitor', 'employee'] as const;
export type PersonType = (typeof PERSON_TYPES)[number];

/** spec/visitors.md §9: 100 for kiosk, pre-registration and employee link, 365 for the screening room. */
export const DEFAULT_VALIDITY = 100;
export const DEFAULT_SCREENING_ROOM_VALIDITY = 365;
/** Upper bounds of the settings (Gatehouse: ten years of days, 1,000 versions, 100 questions). */
export const MAX_VALIDITY_DAYS = 3650;
export const MAX_VIDEO_VERSION = 1000;
export const MAX_QUESTION_COUNT = 100;
/** A video of at most 4 hours (seconds). */
export const MAX_VIDEO_DURATION = 4 * 3600;

export const VIDEO_STATES = ['INITIAL', 'ACTIVATED'] as const;
export type VideoState = (typeof VIDEO_STATES)[number];

export interface InductionVideo {
  /** Seconds. */
  duration: number;
  version: number;
  state: VideoState;
  /** Where the video is played from (Gatehouse: an https address; none while INITIAL). */
  url?: string;
}

export interface InductionQuestions {
  enabled: boolean;
  randomOrder: boolean;
  amountToAsk: number;
  minimumPassCount: number;
  maximumRetryBeforeRewatch: number;
}

export type PerTypeValidity = Record<PersonType, number>;

export interface VideoChannelSettings {
  enabled: boolean;
  video: InductionVideo;
  questions: InductionQuestions;
}

/**
 * The induction's channels, each video channel carrying `Channel` (what is stored, or what a
 * configuration save may change) and its validity.
 */
export interface InductionChannels<Channel> {
  inductionEnabled: boolean;
  kiosk: Channel & { validityType: PerTypeValidity };
  preRegistration: Channel & { validity: number };
  employeeLink: Channel & { validity: number };
  screeningRoom: { enabled: boolean; validityType: PerTypeValidity; version: number };
}

export type InductionConfiguration = InductionChannels<VideoChannelSettings>;

export const INITIAL_VIDEO: InductionVideo = { duration: 0, version: 0, state: 'INITIAL' };
export const DEFAULT_QUESTIONS: InductionQuestions = {
  enabled: false,
  randomOrder: false,
  amountToAsk: 0,
  minimumPassCount: 0,
  maximumRetryBeforeRewatch: 0,
};

export function defaultInductionConfig(): InductionConfiguration {
  const videoChannel = () => ({
    enabled: false,
    video: { ...INITIAL_VIDEO },
    questions: { ...DEFAULT_QUESTIONS },
  });
  return {
    inductionEnabled: false,
    kiosk: {
      ...videoChannel(),
      validityType: { visitor: DEFAULT_VALIDITY, employee: DEFAULT_VALIDITY },
    },
    preRegistration: { ...videoChannel(), validity: DEFAULT_VALIDITY },
    employeeLink: { ...videoChannel(), validity: DEFAULT_VALIDITY },
    screeningRoom: {
      enabled: false,
      validityType: {
        visitor: DEFAULT_SCREENING_ROOM_VALIDITY,
        employee: DEFAULT_SCREENING_ROOM_VALIDITY,
      },
      version: 0,
    },
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function field(source: unknown, name: string): unknown {
  return isObject(source) && Object.hasOwn(source, name) ? source[name] : undefined;
}

/** A whole number in [0, max], from a number or numeric text; `fallback` otherwise. */
function wholeNumber(value: unknown, fallback: number, max: number): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number < 0) return fallback;
  return Math.min(Math.floor(number), max);
}

const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

function video(stored: unknown): InductionVideo {
  const state = field(stored, 'state') === 'ACTIVATED' ? 'ACTIVATED' : 'INITIAL';
  const url = field(stored, 'url');
  return {
    duration: wholeNumber(field(stored, 'duration'), 0, MAX_VIDEO_DURATION),
    version: wholeNumber(field(stored, 'version'), 0, MAX_VIDEO_VERSION),
    state,
    ...(state === 'ACTIVATED' && typeof url === 'string' && url !== '' ? { url } : {}),
  };
}

function questions(stored: unknown): InductionQuestions {
  const count = (name: string) => wholeNumber(field(stored, name), 0, MAX_QUESTION_COUNT);
  return {
    enabled: flag(field(stored, 'enabled'), false),
    randomOrder: flag(field(stored, 'randomOrder'), false),
    amountToAsk: count('amountToAsk'),
    minimumPassCount: count('minimumPassCount'),
    maximumRetryBeforeRewatch: count('maximumRetryBeforeRewatch'),
  };
}

/**
 * Per-type validity of a channel (visitors.md §3): `validityType` as stored, or an older single
 * number (in `validityType` or the channel's `validity`) for both visitor and employee.
 */
export function perTypeValidity(channel: unknown, fallback: number): PerTypeValidity {
  const stored = field(channel, 'validityType');
  const single = isObject(stored) ? undefined : (stored ?? field(channel, 'validity'));
  const one = wholeNumber(single, fallback, MAX_VALIDITY_DAYS);
  if (!isObject(stored)) return { visitor: one, employee: one };
  return {
    visitor: wholeNumber(stored.visitor, fallback, MAX_VALIDITY_DAYS),
    employee: wholeNumber(stored.employee, fallback, MAX_VALIDITY_DAYS),
  };
}

/** A single validity; a per-type one stored by mistake gives its `type` value. */
function singleValidity(channel: unknown, type: PersonType): number {
  const stored = field(channel, 'validity');
  const value = isObject(stored) ? stored[type] : stored;
  return wholeNumber(value, DEFAULT_VALIDITY, MAX_VALIDITY_DAYS);
}

function videoChannel(stored: unknown): VideoChannelSettings {
  return {
    enabled: flag(field(stored, 'enabled'), false),
    video: video(field(stored, 'video')),
    questions: questions(field(stored, 'questions')),
  };
}

/**
 * A complete configuration from whatever was stored (any version of Gatehouse, or none): known
 * fields are kept when well-formed, everything else takes its default, and an older single
 * validity becomes a per-type one. Never throws.
 */
export function normaliseInductionConfig(stored: unknown): InductionConfiguration {
  const channel = (name: InductionChannel) => field(stored, name);
  const screeningRoom = channel('screeningRoom');
  return {
    inductionEnabled: flag(field(stored, 'inductionEnabled'), false),
    kiosk: {
      ...videoChannel(channel('kiosk')),
      validityType: perTypeValidity(channel('kiosk'), DEFAULT_VALIDITY),
    },
    preRegistration: {
      ...videoChannel(channel('preRegistration')),
      validity: singleValidity(channel('preRegistration'), 'visitor'),
    },
    employeeLink: {
      ...videoChannel(channel('employeeLink')),
      validity: singleValidity(channel('employeeLink'), 'employee'),
    },
    screeningRoom: {
      enabled: flag(field(screeningRoom, 'enabled'), false),
      validityType: perTypeValidity(screeningRoom, DEFAULT_SCREENING_ROOM_VALIDITY),
      version: wholeNumber(field(screeningRoom, 'version'), 0, MAX_VIDEO_VERSION),
    },
  };
}

/** The validity in days of a completion on `channel` by a person of `type`. */
export function validityOf(
  config: InductionConfiguration,
  channel: InductionChannel,
  type: PersonType,
): number {
  switch (channel) {
    case 'kiosk':
      return config.kiosk.validityType[type];
    case 'screeningRoom':
      return config.screeningRoom.validityType[type];
    case 'preRegistration':
      return config.preRegistration.validity;
    case 'employeeLink':
      return config.employeeLink.validity;
  }
}

/** The version a completion on `channel` must have to stay valid. */
export function currentVersionOf(
  config: InductionConfiguration,
  channel: InductionChannel,
): number {
  return channel === 'screeningRoom' ? config.screeningRoom.version : config[channel].video.version;
}

/** Result keys of the induction configuration operations. */
export const INDUCTION_CONFIGURATION_RETRIEVED = 'INDUCTION_CONFIGURATION_RETRIEVED';
/** The configuration changed since the user loaded it (another administrator saved). */
export const INDUCTION_CONFIGURATION_OUTDATED = 'INDUCTION_CONFIGURATION_OUTDATED';
export const NO_HIERARCHY_SELECTED = 'No hierarchy selected';
