import { OPEN_END } from '../../../../contract/protocol.ts';
// The kit's first paint modules themselves, not the kit's index: this module is bundled into the
// startup script (vite.config.ts firstPaintScript), which must stay small and free of the app.
import { defineFirstPaint } from '../../../kit/firstPaint/recipe.ts';
import { isNumber, isString, objectFields } from '../../../kit/firstPaint/storedJson.ts';
import { formatTimestamp, isOnSite, matchesSignInFilter, visitorName } from '../visitorFields.ts';
import { isVisitorLogFilter, type VisitorLogFilter } from '../visitorLogFilters.ts';
import type { VisitorRecord } from '../visitorRows.ts';

/**
 * The visitor log's first paint: today's newest visitors of the selected subtree, as the sign-in
 * filter keeps them, in the columns the page shows that it can draw.
 */
export interface VisitorLogFirstPaintPage {
  /** Every location key of the selected subtree. */
  hierarchies: string[];
  /** The page's sign-in filter. */
  filter: VisitorLogFilter;
  /** The label of each location key (the Location column). */
  locationLabels: Record<string, string>;
  /** The Sign-out column's text for a visitor still on site. */
  stillOnPremises: string;
}

/** The visitor log's columns the first paint can draw (columns.tsx keys). */
export const FIRST_PAINT_COLUMNS = [
  'visitor',
  'host',
  'company',
  'location',
  'signIn',
  'signOut',
] as const;
export type FirstPaintColumn = (typeof FIRST_PAINT_COLUMNS)[number];

function isPage(fields: Record<string, unknown>): boolean {
  const labels = objectFields(fields.locationLabels);
  return (
    isVisitorLogFilter(fields.filter) &&
    isString(fields.stillOnPremises) &&
    Array.isArray(fields.hierarchies) &&
    fields.hierarchies.every(isString) &&
    labels !== null &&
    Object.values(labels).every(isString)
  );
}

/** Whether a snapshot's row has what the first paint draws. */
export function isSnapshotRow(value: unknown): value is VisitorRecord {
  const row = objectFields(value);
  return (
    row !== null &&
    isString(row.EntityHierarchy) &&
    isNumber(row.evtTimeStamp) &&
    (row.evtTimeStampOut === undefined || isNumber(row.evtTimeStampOut)) &&
    objectFields(row.visitorFullDetails) !== null
  );
}

/** A record cut down to what the first paint draws (cellText below). */
export function snapshotRow(record: VisitorRecord): VisitorRecord {
  const { firstName, lastName, company, ProfileId } = record.visitorFullDetails;
  return {
    EntityHierarchy: record.EntityHierarchy,
    evtTimeStampProfileID: record.evtTimeStampProfileID,
    evtTimeStamp: record.evtTimeStamp,
    ...(record.evtTimeStampOut != null ? { evtTimeStampOut: record.evtTimeStampOut } : {}),
    ProfileId: record.ProfileId,
    lmt: record.lmt,
    changeSeq: record.changeSeq,
    visitorFullDetails: { firstName, lastName, company, ProfileId },
    ...(record.hostDetails?.name ? { hostDetails: { name: record.hostDetails.name } } : {}),
  };
}

export const firstPaint = defineFirstPaint<
  'visitorLog',
  VisitorLogFirstPaintPage,
  FirstPaintColumn
>({
  name: 'visitorLog',
  family: 'visitorLog',
  columns: FIRST_PAINT_COLUMNS,
  isPage,
  window: (recipe, today) => ({
    hierarchies: recipe.hierarchies,
    beginTime: today,
    endTime: OPEN_END,
  }),
  keep: (record, recipe) => matchesSignInFilter(record, recipe.filter),
  selection: (recipe) => `${recipe.filter}\n${recipe.hierarchies.join('|')}`,
  snapshotRow,
  isRow: isSnapshotRow,
  rowLabel: visitorName,
  cellText(column, record, recipe) {
    switch (column) {
      case 'visitor':
        return visitorName(record);
      case 'host':
        return record.hostDetails?.name ?? '';
      case 'company':
        return record.visitorFullDetails.company ?? '';
      case 'location':
        return recipe.locationLabels[record.EntityHierarchy] ?? record.EntityHierarchy;
      case 'signIn':
        return formatTimestamp(record.evtTimeStamp);
      case 'signOut':
        return isOnSite(record)
          ? recipe.stillOnPremises
          : formatTimestamp(record.evtTimeStampOut ?? 0);
    }
  },
});
