const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;

/**
 * Time left as hh:mm:ss, or as "2d 3h 15m" from a day up (pauses run to 3 days).
 * Seconds round up, so the clock never shows 00:00:00 while time remains.
 */
export function formatTimeLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / DAY_S);
  const hours = Math.floor((total % DAY_S) / HOUR_S);
  const minutes = Math.floor((total % HOUR_S) / MINUTE_S);
  if (days > 0) return `${days}d ${hours}h ${minutes}m`;
  return [hours, minutes, total % MINUTE_S].map((part) => String(part).padStart(2, "0")).join(":");
}
