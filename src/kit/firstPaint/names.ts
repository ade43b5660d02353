/** The first paint's overlay element (paintFirstRows.ts). */
export const FIRST_PAINT_ID = 'first-paint';
/** Set on <html> by the app once its page shows its content: the first paint is then too late. */
export const FIRST_CONTENT_ATTRIBUTE = 'data-first-content';

/** How many rows the first paint draws: more than a tablet's screen holds. */
export const FIRST_PAINT_ROWS = 50;
