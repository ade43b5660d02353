import type { VisitorEvacStatus } from '../../evacuation/queries.ts';
import type { VisitorRecord } from '../visitorRows.ts';

/** The evacuation status of a visitor log row; null where no evacuation covered its stay. */
export type VisitorEvacStatusOf = (record: VisitorRecord) => VisitorEvacStatus | null;
