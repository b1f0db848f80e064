import { DEFAULT_UI_LANGUAGE } from "../../../contract/ui-language";
import { i18n } from "./messages";

// Numbers, dates and times as the reader's language writes them in India (issue 34, step 3):
// the locale is `${language}-IN` ("en-IN", "hi-IN"), so counts group as 1,23,45,678 and
// dates read "29 Nov 2026" or "29 नव॰ 2026"; times are in the viewer's own zone (no zone is
// named). Amounts of money stay `rupeeText`, the contract's, shared with the Worker.

/** The locale everything is formatted in: the language in use, as written in India. */
export function formatLocale(): string {
  // A made-up locale (the tests' pseudo-language "en-XA") formats as its language.
  const language = (i18n.locale || DEFAULT_UI_LANGUAGE).split("-")[0];
  return `${language}-IN`;
}

/**
 * A formatter for the language in use, made the first time that language needs it (making
 * one loads the locale's data: web/lib/on-first-use.ts), then kept.
 */
export function perLanguage<Made>(make: (locale: string) => Made): () => Made {
  const made = new Map<string, Made>();
  return () => {
    const locale = formatLocale();
    let formatter = made.get(locale);
    if (formatter === undefined) {
      formatter = make(locale);
      made.set(locale, formatter);
    }
    return formatter;
  };
}

const countFormat = perLanguage((locale) => new Intl.NumberFormat(locale));

/** A count with Indian grouping: 1,23,456. */
export const formatCount = (count: number): string => countFormat().format(count);

const relativeFormat = perLanguage(
  (locale) => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }),
);

const SECOND_MS = 1000;
/** Each unit from the largest, with its length: a time is said in the largest it fills. */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 24 * 60 * 60 * SECOND_MS],
  ["hour", 60 * 60 * SECOND_MS],
  ["minute", 60 * SECOND_MS],
  ["second", SECOND_MS],
];

/** A moment from now in words: "in 5 minutes", "2 hours ago", "5 मिनट में", "tomorrow". */
export function formatRelativeTime(targetMs: number, nowMs: number): string {
  const difference = targetMs - nowMs;
  const [unit, length] = UNITS.find(([, size]) => Math.abs(difference) >= size) ?? [
    "second",
    SECOND_MS,
  ];
  return relativeFormat().format(Math.round(difference / length), unit);
}
