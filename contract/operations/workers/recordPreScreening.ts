import { z } from 'zod';
import { preScreeningRecord } from '../../familyRecords.ts';
import { identifier, locationKey, plausibleTime, safeString } from '../../input/index.ts';
import type { ScreeningResult } from '../../workerKeys.ts';
import { deviceEventAccess } from '../accessRequirements.ts';
import { defineOperation } from '../defineOperation.ts';
import { deviceName, personReference } from './recordClockEvent.ts';

/**
 * A screening kiosk's pre-screening of a worker (issue 33 item 7). Gatehouse keeps no screening
 * flows, so a location names its questions and whether its clock-ins need a passed screening in
 * tenant flags, read at the location or else its nearest ancestor that sets them (a site follows
 * its region's and organisation's configuration unless it sets its own):
 * - `employeePreScreeningQuestions`: the questions, separated by commas, each `questionId=answer`
 *   (the answer that passes, compared as text without regard to case: `true`, `no`, `36.5`) or a
 *   bare `questionId` (any answer passes). Unset: DEFAULT_PRE_SCREENING_QUESTIONS.
 * - `employeePreScreeningRequired`: true when a clock-in needs today's screening PASSED
 *   (clockInScreeningRefusal in recordClockEvent.ts).
 */

export const PRE_SCREENING_QUESTIONS_FLAG = 'employeePreScreeningQuestions';
export const PRE_SCREENING_REQUIRED_FLAG = 'employeePreScreeningRequired';
/** An answer names a question the location does not ask (400). */
export const UNKNOWN_QUESTION = 'UNKNOWN_QUESTION';

export interface ScreeningQuestion {
  questionId: string;
  /** The answer that passes, lower-cased; undefined: any answer passes. */
  passes?: string;
}

/** The demo's question (server/demo/workforce.ts submissionValues.temperatureOk). */
export const DEFAULT_PRE_SCREENING_QUESTIONS: readonly ScreeningQuestion[] = [
  { questionId: 'temperatureOk', passes: 'true' },
];

/** The questions of a location's flag value (undefined or blank: the default questions). */
export function screeningQuestionsOf(flag: string | undefined): ScreeningQuestion[] {
  const entries = (flag ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return [...DEFAULT_PRE_SCREENING_QUESTIONS];
  return entries.map((entry) => {
    const at = entry.indexOf('=');
    if (at < 0) return { questionId: entry };
    return {
      questionId: entry.slice(0, at).trim(),
      passes: entry
        .slice(at + 1)
        .trim()
        .toLowerCase(),
    };
  });
}

export const screeningAnswer = z.union([
  z.boolean(),
  z.number().finite(),
  safeString({ max: 500, trim: true, singleLine: true }),
]);
export type ScreeningAnswer = z.infer<typeof screeningAnswer>;

export const recordPreScreeningRequest = z.object({
  EntityHierarchy: locationKey(),
  person: personReference,
  answers: z
    .array(z.object({ questionId: identifier({ max: 100 }), answer: screeningAnswer }))
    .min(1)
    .max(100)
    .refine(
      (answers) => new Set(answers.map((a) => a.questionId)).size === answers.length,
      'must answer each question once',
    ),
  /** When the person was screened; the server's clock when absent. */
  evtTimeStamp: plausibleTime().optional(),
  deviceName: deviceName.optional(),
});
export type RecordPreScreeningRequest = z.infer<typeof recordPreScreeningRequest>;

export interface ScreeningEvaluation {
  /** FAILED when an answer does not pass; else PASSED when every question is answered. */
  status: Extract<ScreeningResult, 'PASSED' | 'FAILED' | 'INCOMPLETE'>;
  /** Answers naming no question of the location (the server refuses them, 400). */
  unknown: string[];
}

/** The result of `answers` to `questions`: FAILED, PASSED or (some unanswered) INCOMPLETE. */
export function evaluateScreening(
  questions: readonly ScreeningQuestion[],
  answers: readonly { questionId: string; answer: ScreeningAnswer }[],
): ScreeningEvaluation {
  const byId = new Map(questions.map((question) => [question.questionId, question]));
  const unknown = answers.map((a) => a.questionId).filter((id) => !byId.has(id));
  const failed = answers.some((a) => {
    const passes = byId.get(a.questionId)?.passes;
    return passes !== undefined && String(a.answer).trim().toLowerCase() !== passes;
  });
  const answered = new Set(answers.map((a) => a.questionId));
  const complete = questions.every((question) => answered.has(question.questionId));
  return { status: failed ? 'FAILED' : complete ? 'PASSED' : 'INCOMPLETE', unknown };
}

/**
 * A pre-screening (Gatehouse addition: the spec's screening kiosk is outside the dashboard). The
 * server finds the person as a clock event does (404 PERSON_NOT_FOUND), refuses answers to
 * questions the location does not ask (400 UNKNOWN_QUESTION) and records the result in the
 * person's Screening Log item of the site's day (key `{start of the site's day}#{ProfileId}`,
 * spec/workers.md §3): the first submission creates it; a later one leads and the earlier one
 * moves to previousSubmissions. A FAILED item takes no new submission until an administrator
 * resets it (409 SCREENING_FAILED; the reset leaves NONE, which takes one). Not a HOST's, where
 * the screening log is on; online only.
 */
export const recordPreScreeningOperation = defineOperation({
  name: 'preScreeningOperations/recordPreScreening',
  request: recordPreScreeningRequest,
  response: z.object({ key: z.literal('OPERATION_PROCESSED'), item: preScreeningRecord }),
  mutates: true,
  successKeys: ['OPERATION_PROCESSED'],
  policy: {
    ...deviceEventAccess('employee', 'employeeScreeningLog'),
    targets: (body) => [body.EntityHierarchy],
  },
});
