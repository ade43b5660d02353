import { randomUUID } from 'node:crypto';
import {
  currentVersionOf,
  INDUCTION_CONFIGURATION_RETRIEVED,
} from '../../../contract/inductionConfig.ts';
import {
  applyInductionSettings,
  applyVideoChange,
  type SettingsApplied,
} from '../../../contract/transitions/inductionVideo.ts';
import {
  changeInductionConfiguration,
  readInductionConfigurations,
} from '../induction/inductionConfigurations.ts';
import { ApiError } from '../errors.ts';
import type { OperationHandler } from '../operationTypes.ts';
import { modifyRecords } from '../records/modifyRecords.ts';

/**
 * The induction configuration (spec/visitors.md §3, §4, §7). Access (amInductionAdmin for
 * changes) is checked by the policy table before these run.
 */
export const retrieveInductionConfiguration: OperationHandler<
  'inductionOperations/retrieveInductionConfiguration'
> = async ({ sql }, { hierarchies }) => ({
  key: INDUCTION_CONFIGURATION_RETRIEVED,
  configurations: await readInductionConfigurations(sql, hierarchies),
});

/** Saves the settings; a version change of an activated video copies it (answered in copiedVideos). */
export const saveInductionConfiguration: OperationHandler<
  'inductionOperations/saveInductionConfiguration'
> = async ({ sql, now }, body) => {
  let copies: SettingsApplied['copies'] = [];
  const configuration = await changeInductionConfiguration(
    sql,
    body.EntityHierarchy,
    body.lmt,
    now,
    (current) => {
      const applied = applyInductionSettings(current, body.configuration);
      copies = applied.copies;
      return applied.configuration;
    },
  );
  return { key: 'OPERATION_PROCESSED', configuration, copiedVideos: copies };
};

/** A channel's video saved (INITIAL to ACTIVATED) or disabled (back to INITIAL). */
export const saveInductionVideo: OperationHandler<
  'inductionOperations/saveInductionVideo'
> = async ({ sql, now }, body) => ({
  key: 'OPERATION_PROCESSED',
  configuration: await changeInductionConfiguration(
    sql,
    body.EntityHierarchy,
    body.lmt,
    now,
    (current) => applyVideoChange(current, body.channel, body.video),
  ),
});

/** A capture may name a time up to a minute after the server's clock (device clocks drift). */
const CAPTURE_CLOCK_SKEW_MS = 60_000;

/**
 * induction/capture: a completion recorded by an induction administrator, at the version the
 * channel has at the location now (its configuration, inherited or default), unverified, for a
 * new ProfileId (the person has no profile of the product's channels). Listed by the induction log
 * like any other completion, with the change feed's event.
 */
export const captureInductionCompletion: OperationHandler<
  'inductionOperations/captureInductionCompletion'
> = async ({ sql, now }, body) => {
  if (body.completedAt > now + CAPTURE_CLOCK_SKEW_MS) {
    throw new ApiError(
      400,
      'VALIDATION_FAILED',
      'completedAt: an induction cannot be recorded in the future',
    );
  }
  const [inForce] = await readInductionConfigurations(sql, [body.EntityHierarchy]);
  const version = currentVersionOf(inForce!.configuration, body.inductionType);
  const ProfileId = `captured-${randomUUID()}`;
  const key = `${body.completedAt}#${ProfileId}`;
  const userDetails = Object.fromEntries(
    Object.entries(body.userDetails).filter(([, value]) => value !== undefined && value !== ''),
  );
  await modifyRecords(
    sql,
    'inductionCompletions',
    [{ hierarchy: body.EntityHierarchy, key, eventTime: body.completedAt }],
    (current) =>
      current ?? {
        evtTimeStampProfileID: key,
        evtTimeStamp: body.completedAt,
        ProfileId,
        inductionType: body.inductionType,
        inductionStatus: 'COMPLETED',
        version,
        personType: body.personType,
        isVerified: false,
        userDetails,
      },
    { missing: 'pass', now },
  );
  return { key: 'INDUCTION_UPDATED', evtTimeStampProfileID: key, version };
};
