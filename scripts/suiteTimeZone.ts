/**
 * The time zone the end-to-end suite runs in: the whole-hour UTC offset where it is about 10:00
 * when the run starts, whatever hour that is. A run takes well under two hours, so no flow crosses
 * midnight and "today" has hours of room before and after now for the records a flow writes (CI
 * failed twice by the hour it ran at: a booking made at 23:59 gone from the log at 00:00, a shift
 * that had no room 5 minutes after midnight). Midnight itself is tested at chosen instants by the
 * clock runs (`npm run test:clock`), not by the hour CI happens to start.
 */
export function suiteTimeZone(now: number, localHour = 10): string {
  const utcHours = (now % 86_400_000) / 3_600_000;
  let offset = Math.round(localHour - utcHours);
  if (offset < -12) offset += 24;
  if (offset > 14) offset -= 24;
  if (offset === 0) return 'Etc/GMT';
  // The Etc zones' sign is POSIX's: Etc/GMT-3 is three hours ahead of UTC.
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}
