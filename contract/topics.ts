import { hierarchyTopicPath } from './hierarchy.ts';

/** Live topic families (DESIGN.md §2.1). Subtrees are subscribed as `{family}/{h}/#`. */
export const LOCATION_TOPIC_FAMILIES = [
  'visitorEvents',
  'workerEvents',
  'preScreeningEvents',
  'parkingEvents',
  'parkingBookings',
  'evacResponses',
  'evacuationEvents',
] as const;
export type LocationTopicFamily = (typeof LOCATION_TOPIC_FAMILIES)[number];

export const GLOBAL_TOPIC_FAMILY = 'globalEvents';
export const MAX_SUBSCRIBED_TOPICS = 8;

/** The topic an event about a record at `hierarchy` is published on. */
export function recordTopic(family: LocationTopicFamily, hierarchy: string): string {
  return `${family}/${hierarchyTopicPath(hierarchy)}`;
}

/** The filter that subscribes to `hierarchy` and every descendant. */
export function subtreeTopicFilter(family: LocationTopicFamily, hierarchy: string): string {
  return `${family}/${hierarchyTopicPath(hierarchy)}/#`;
}

export function globalTopic(organisationId: string): string {
  return `${GLOBAL_TOPIC_FAMILY}/${organisationId}`;
}
