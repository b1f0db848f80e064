import { perLanguage } from "./i18n/formats";

const dayFormat = perLanguage((locale) => new Intl.DateTimeFormat(locale, { dateStyle: "medium" }));
const momentFormat = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }),
);
const nearMomentFormat = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "short",
      hour: "numeric",
      minute: "2-digit",
    }),
);

/** A day in the language in use and the viewer's own time zone. */
export function formatDay(epochMs: number): string {
  return dayFormat().format(epochMs);
}

/** A day and time in the language in use and the viewer's own time zone (a resume time, a log's moment). */
export function formatMoment(epochMs: number): string {
  return momentFormat().format(epochMs);
}

/** A moment within days of now, without the year: "28 Nov, 3:40 pm" (a payout's hold). */
export function formatNearMoment(epochMs: number): string {
  return nearMomentFormat().format(epochMs);
}
