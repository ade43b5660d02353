import { z } from 'zod';
import {
  MAX_QUESTION_COUNT,
  MAX_VALIDITY_DAYS,
  MAX_VIDEO_DURATION,
  MAX_VIDEO_VERSION,
  INDUCTION_CHANNELS,
  PERSON_TYPES,
  VIDEO_CHANNELS,
  VIDEO_STATES,
} from './inductionConfig.ts';
import { locationKey, plausibleTime, safeString } from './input/index.ts';

/**
 * The induction configuration operations (spec/visitors.md §7: "Induction configuration retrieve
 * and save, and induction video save, copy and signed get per channel: paths not shown"). Gatehouse
 * names them in inductionOperations. Online only: the server applies the video rules to the
 * stored configuration at that moment, and refuses a save based on an outdated one.
 */

const days = z.number().int().min(0).max(MAX_VALIDITY_DAYS);
const count = z.number().int().min(0).max(MAX_QUESTION_COUNT);
const version = z.number().int().min(0).max(MAX_VIDEO_VERSION);
const perTypeValidity = z.object({ visitor: days, employee: days });

const questions = z.object({
  enabled: z.boolean(),
  randomOrder: z.boolean(),
  amountToAsk: count,
  minimumPassCount: count,
  maximumRetryBeforeRewatch: count,
});

const videoChannelChange = { enabled: z.boolean(), videoVersion: version, questions };

/** The settings a configuration save carries (contract/transitions/inductionVideo.ts InductionSettings). */
export const inductionSettings = z.object({
  inductionEnabled: z.boolean(),
  kiosk: z.object({ ...videoChannelChange, validityType: perTypeValidity }),
  preRegistration: z.object({ ...videoChannelChange, validity: days }),
  employeeLink: z.object({ ...videoChannelChange, validity: days }),
  screeningRoom: z.object({ enabled: z.boolean(), validityType: perTypeValidity, version }),
});

/**
 * `lmt`: the version of the location's own configuration the user edited (0 when it had none and
 * showed an inherited or the default one). Another save since then is refused (409
 * INDUCTION_CONFIGURATION_OUTDATED).
 */
const savedAt = { EntityHierarchy: locationKey(), lmt: z.number().int().min(0) };

export const saveInductionConfigurationRequest = z.object({
  ...savedAt,
  configuration: inductionSettings,
});
export type SaveInductionConfigurationRequest = z.infer<typeof saveInductionConfigurationRequest>;

/** An https (or http) address of at most 2,000 characters. */
const videoUrl = safeString({ max: 2000, min: 1, trim: true, singleLine: true }).refine(
  (text) => /^https?:\/\/[^\s]+$/i.test(text),
  'must be an http or https address',
);

export const saveInductionVideoRequest = z.object({
  ...savedAt,
  channel: z.enum(VIDEO_CHANNELS),
  video: z.discriminatedUnion('action', [
    z.object({
      action: z.literal('save'),
      duration: z.number().int().min(1).max(MAX_VIDEO_DURATION),
      url: videoUrl,
    }),
    z.object({ action: z.literal('disable') }),
  ]),
});
export type SaveInductionVideoRequest = z.infer<typeof saveInductionVideoRequest>;

export const retrieveInductionConfigurationRequest = z.object({
  hierarchies: z.array(locationKey()).min(1).max(500),
});

const video = z.object({
  duration: z.number(),
  version: z.number(),
  state: z.enum(VIDEO_STATES),
  url: z.string().optional(),
});
const videoChannel = {
  enabled: z.boolean(),
  video,
  questions,
};
export const inductionConfiguration = z.object({
  inductionEnabled: z.boolean(),
  kiosk: z.object({ ...videoChannel, validityType: perTypeValidity }),
  preRegistration: z.object({ ...videoChannel, validity: z.number() }),
  employeeLink: z.object({ ...videoChannel, validity: z.number() }),
  screeningRoom: z.object({ enabled: z.boolean(), validityType: perTypeValidity, version }),
});

/**
 * The configuration in force at one location: its own (`source` is the location itself), its
 * nearest ancestor's (`source` that ancestor) or the defaults (`source` null). `lmt` is the
 * version of the location's own configuration, 0 when it has none.
 */
export const locationInductionConfiguration = z.object({
  EntityHierarchy: z.string(),
  source: z.string().nullable(),
  lmt: z.number(),
  configuration: inductionConfiguration,
});
export type LocationInductionConfiguration = z.infer<typeof locationInductionConfiguration>;

/** The answer of a configuration or video save: the location's configuration as stored. */
export const savedInductionConfiguration = z.object({
  key: z.literal('OPERATION_PROCESSED'),
  configuration: locationInductionConfiguration,
});

const personField = (min: number) => safeString({ max: 200, min, trim: true, singleLine: true });

/**
 * induction/capture (spec/visitors.md §2 names the route only): an induction done outside the
 * product's channels (at reception, on paper) recorded by an induction administrator. The server
 * stores it as a completion of the chosen channel at the version that channel has at the location
 * now, with a new ProfileId, unverified (no avatar). Optional details may be empty (dropped).
 */
export const captureInductionCompletionRequest = z.object({
  EntityHierarchy: locationKey(),
  inductionType: z.enum(INDUCTION_CHANNELS),
  personType: z.enum(PERSON_TYPES),
  /** When the induction was done; not after the moment the server receives it. */
  completedAt: plausibleTime(),
  userDetails: z.object({
    firstName: personField(1),
    lastName: personField(1),
    email: personField(0).optional(),
    phoneNumber: personField(0).optional(),
    personalIdentificationNr: personField(0).optional(),
  }),
});
export type CaptureInductionCompletionRequest = z.infer<typeof captureInductionCompletionRequest>;
