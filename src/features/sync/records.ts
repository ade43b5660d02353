/** Moved to the client kit; kept for code outside features that imports this path. */
export { renderableRecords } from '../../kit/records/renderable.ts';
