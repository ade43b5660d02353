/** The sign-in filter of the visitor log (spec/visitors.md §2). */
export const VISITOR_LOG_FILTERS = ['all', 'signedIn', 'signedOut'] as const;
export type VisitorLogFilter = (typeof VISITOR_LOG_FILTERS)[number];

export function isVisitorLogFilter(value: unknown): value is VisitorLogFilter {
  return VISITOR_LOG_FILTERS.some((filter) => filter === value);
}
