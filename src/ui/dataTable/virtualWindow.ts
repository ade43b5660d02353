/**
 * The rows to render for a scrolled list of fixed-height rows: the visible ones plus `overscan`
 * on each side, with the padding that stands in for the rows left out.
 */
export interface VirtualWindow {
  start: number;
  /** Exclusive. */
  end: number;
  paddingTop: number;
  paddingBottom: number;
}

export function virtualWindow(options: {
  rowCount: number;
  rowHeight: number;
  scrollTop: number;
  viewportHeight: number;
  overscan?: number;
}): VirtualWindow {
  const { rowCount, rowHeight, scrollTop, viewportHeight, overscan = 8 } = options;
  if (rowCount <= 0 || rowHeight <= 0) return { start: 0, end: 0, paddingTop: 0, paddingBottom: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(Math.max(0, viewportHeight) / rowHeight) + 1;
  const start = Math.min(rowCount, Math.max(0, first - overscan));
  const end = Math.min(rowCount, first + visible + overscan);
  return {
    start,
    end,
    paddingTop: start * rowHeight,
    paddingBottom: (rowCount - end) * rowHeight,
  };
}

/** A column width after dragging its header edge by `delta`, kept between the bounds. */
export function resizedWidth(width: number, delta: number, min = 60, max = 800): number {
  return Math.min(max, Math.max(min, Math.round(width + delta)));
}
