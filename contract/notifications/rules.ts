import { type Channel, describeNotificationType, type EventType } from './catalogue.ts';
import { SMS_MAX_PARTS, smsCount } from './gsm.ts';
import { renderTemplate, unknownVariables } from './template.ts';

/** What is wrong with a template, for the server's refusal and the editor's hints. */
export type TemplateProblem =
  | { kind: 'unknownVariables'; names: string[] }
  | { kind: 'nonGsm'; characters: string[] }
  | { kind: 'tooManyParts'; parts: number };

/** The spec's words for SMS text outside the GSM alphabet (frame.md §5, workers.md). */
export const SPECIAL_CHARACTERS_MESSAGE = 'Special characters are not permitted';

/**
 * The problems of a template on a channel: variables the event type does not offer, and for SMS
 * characters outside the GSM alphabet and more than SMS_MAX_PARTS parts (counted on the text with
 * the sample values, the length an administrator sees in the preview).
 */
export function templateProblems(
  eventType: EventType,
  channel: Channel,
  template: string,
): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  const unknown = unknownVariables(template, eventType);
  if (unknown.length > 0) problems.push({ kind: 'unknownVariables', names: unknown });
  if (channel === 'SMS') {
    const count = smsCount(renderTemplate(template, eventType));
    if (count.nonGsm.length > 0) problems.push({ kind: 'nonGsm', characters: count.nonGsm });
    if (count.parts > SMS_MAX_PARTS) problems.push({ kind: 'tooManyParts', parts: count.parts });
  }
  return problems;
}

/** The problems in English, for the server's VALIDATION_FAILED message. */
export function problemText(problem: TemplateProblem): string {
  if (problem.kind === 'unknownVariables') {
    return `Unknown template variables: ${problem.names.join(', ')}`;
  }
  if (problem.kind === 'nonGsm') return SPECIAL_CHARACTERS_MESSAGE;
  return `The SMS takes ${problem.parts} parts, at most ${SMS_MAX_PARTS} are allowed`;
}

/** Whether a notification type belongs to an event type. */
export function typeBelongsTo(notificationType: string, eventType: EventType): boolean {
  return describeNotificationType(notificationType)?.eventType === eventType;
}

export const NOTIFICATION_INSTANCE_OBSOLETE = 'NOTIFICATION_INSTANCE_OBSOLETE';
export const NOTIFICATION_NOT_FOUND = 'NOTIFICATION_NOT_FOUND';
/** An add for a notification type the location already has (one per type and location). */
export const NOTIFICATION_ALREADY_EXISTS = 'NOTIFICATION_ALREADY_EXISTS';

/** Which of the spec's messages (workers.md §8 "Notifications") an error key gets. */
export type NotificationErrorMessage = 'obsolete' | 'notFound' | 'alreadyExists' | 'fallback';

export function notificationErrorMessage(key: string | undefined): NotificationErrorMessage {
  if (key === NOTIFICATION_INSTANCE_OBSOLETE) return 'obsolete';
  if (key === NOTIFICATION_NOT_FOUND) return 'notFound';
  if (key === NOTIFICATION_ALREADY_EXISTS) return 'alreadyExists';
  return 'fallback';
}

/** Whether the error opens the 'There was a problem with your operation.' modal (list is stale). */
export function needsRefresh(key: string | undefined): boolean {
  return notificationErrorMessage(key) !== 'fallback';
}
