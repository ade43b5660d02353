import { SCREENING_FAILED } from '../../../contract/operations/workers/recordClockEvent.ts';
import {
  evaluateScreening,
  PRE_SCREENING_QUESTIONS_FLAG,
  type RecordPreScreeningRequest,
  type ScreeningEvaluation,
  screeningQuestionsOf,
  UNKNOWN_QUESTION,
} from '../../../contract/operations/workers/recordPreScreening.ts';
import { siteDay, siteDayLimits } from '../../../contract/siteDays.ts';
import type { Sql } from '../../db/database.ts';
import { ApiError } from '../errors.ts';
import { modifyRecords, type RecordImage } from '../records/modifyRecords.ts';
import {
  type DirectoryPerson,
  findDirectoryPerson,
  nearestLocationFlag,
  personFields,
  type SiteZone,
  siteZoneAt,
} from './workerEvents.ts';

/**
 * Pre-screenings recorded by screening kiosks and integrations
 * (preScreeningOperations/recordPreScreening; its definition and
 * contract/operations/workers/recordPreScreening.ts say the rules).
 */

/** The Screening Log's fields of the person (employeeDetails, spec/workers.md §3). */
const employeeDetailsOf = (person: RecordImage) =>
  personFields(person, ['firstName', 'lastName', 'email', 'phoneNumber', 'organizationIdValue']);

export interface ScreeningSubmission {
  person: DirectoryPerson;
  /** The start of the site's day: the item's preScreeningDate. */
  preScreeningDate: number;
  zone: SiteZone;
  evaluation: ScreeningEvaluation;
  /** submissionValues, processingTimeStamp and, when given, deviceName. */
  submission: RecordImage;
}

/**
 * The day's item after a submission: created with it leading, or with it leading and the earlier
 * leading submission moved to previousSubmissions (an item reset to NONE has none).
 */
export function submittedScreening(
  current: RecordImage | undefined,
  key: string,
  { person, preScreeningDate, zone, evaluation, submission }: ScreeningSubmission,
): RecordImage {
  const previous = Array.isArray(current?.previousSubmissions) ? current.previousSubmissions : [];
  const earlier = current?.leadingSubmission;
  const flowTypeRef = person.record.flowTypeRef;
  return {
    ...current,
    preScreeningDateProfileID: key,
    preScreeningDate,
    ProfileId: person.ProfileId,
    screeningStatus: evaluation.status,
    ...(flowTypeRef === undefined ? {} : { flowTypeRef }),
    employeeDetails: employeeDetailsOf(person.record),
    ...zone,
    leadingSubmission: submission,
    previousSubmissions: earlier === undefined ? previous : [...previous, earlier],
  };
}

/**
 * A pre-screening recorded by a device or an integration, outside HTTP too: `tx` a transaction,
 * `now` the server's clock (the screening's time when the body names none). Answers the stored
 * Screening Log item; refuses by throwing ApiError (400 UNKNOWN_QUESTION, 404 PERSON_NOT_FOUND,
 * 409 SCREENING_FAILED when the day's item failed and was not reset).
 */
export async function recordPreScreening(
  tx: Sql,
  body: RecordPreScreeningRequest,
  now: number,
): Promise<RecordImage> {
  const at = body.evtTimeStamp ?? now;
  const location = body.EntityHierarchy;
  const flag = await nearestLocationFlag(tx, location, PRE_SCREENING_QUESTIONS_FLAG);
  const questions = screeningQuestionsOf(typeof flag === 'string' ? flag : undefined);
  const evaluation = evaluateScreening(questions, body.answers);
  if (evaluation.unknown.length > 0) {
    throw new ApiError(
      400,
      UNKNOWN_QUESTION,
      `answers: ${location} asks no question ${evaluation.unknown.join(', ')} (it asks ${questions
        .map((question) => question.questionId)
        .join(', ')})`,
    );
  }
  const person = await findDirectoryPerson(tx, location, body.person);
  const zone = await siteZoneAt(tx, location, at);
  const preScreeningDate = siteDayLimits(siteDay(at, zone.evtTimeZone), zone.evtTimeZone).begin;
  const key = `${preScreeningDate}#${person.ProfileId}`;
  const submission: RecordImage = {
    submissionValues: Object.fromEntries(body.answers.map((a) => [a.questionId, a.answer])),
    processingTimeStamp: at,
    ...(body.deviceName === undefined ? {} : { deviceName: body.deviceName }),
  };
  const [written] = await modifyRecords(
    tx,
    'preScreening',
    [{ hierarchy: location, key, eventTime: preScreeningDate }],
    (current) => {
      if (current?.screeningStatus === 'FAILED') {
        throw new ApiError(
          409,
          SCREENING_FAILED,
          `The screening of ${person.ProfileId} today failed: an administrator must reset it before a new submission`,
        );
      }
      return submittedScreening(current, key, {
        person,
        preScreeningDate,
        zone,
        evaluation,
        submission,
      });
    },
    { missing: 'pass', now },
  );
  if (!written?.image) throw new Error(`preScreening ${location} ${key} was not written`);
  return written.image;
}
