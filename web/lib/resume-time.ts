import type { I18n } from "@lingui/core";
import type { GameStatus, PauseDuration } from "../../contract/game";
import { perLanguage } from "./i18n/formats";
import { i18n } from "./i18n/messages";

const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;

/**
 * Time left as hh:mm:ss, or as "2d 3h 15m" from a day up (pauses run to 3 days), its units
 * in the language in use. Seconds round up, so the clock never shows 00:00:00 while time
 * remains.
 */
export function formatTimeLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / DAY_S);
  const hours = Math.floor((total % DAY_S) / HOUR_S);
  const minutes = Math.floor((total % HOUR_S) / MINUTE_S);
  if (days > 0) return i18n._("timeLeft.days", { days, hours, minutes });
  return [hours, minutes, total % MINUTE_S].map((part) => String(part).padStart(2, "0")).join(":");
}

/**
 * What a pause without an end time ("Few Minutes") says: it ends only when an admin
 * starts the game, so it promises no time at all.
 */
export const untimedPauseText = () => i18n._("pause.untimed");

const timeOfDay = perLanguage((locale) => new Intl.DateTimeFormat(locale, { timeStyle: "short" }));
const dayAndTime = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      weekday: "short",
      day: "numeric",
      month: "short",
      hour: "numeric",
      minute: "2-digit",
    }),
);
const dayOf = perLanguage((locale) => new Intl.DateTimeFormat(locale, { dateStyle: "short" }));

/**
 * When a timed pause ends, in the viewer's own zone: "Back at 3:40 pm" today, "Back on
 * Sat 29 Nov, 3:40 pm" on a later day.
 */
function backAtText(resumeAt: number, now: number): string {
  const sameDay = dayOf().format(resumeAt) === dayOf().format(now);
  return sameDay
    ? i18n._("pause.backAt", { time: timeOfDay().format(resumeAt) })
    : i18n._("pause.backOn", { moment: dayAndTime().format(resumeAt) });
}

/**
 * The pause as players read it (banner, /play, /start, the trial): the end time when there
 * is one, else that only an admin ends it. The countdown beside it ticks on its own.
 */
export function pauseEndText(status: Pick<GameStatus, "resumeAt">, now: number): string {
  return status.resumeAt === null ? untimedPauseText() : backAtText(status.resumeAt, now);
}

/**
 * A pause length as the admin picks it. The wire keeps SPEC.md's "Few Minutes", but that
 * pause has no end, so the admin is told so rather than promised minutes.
 */
export function pauseLengthLabel(text: string): string {
  return text === UNTIMED_PAUSE ? "Until started again" : text;
}

/** Each pause length the wire may say, as the message players read it in. */
const pauseLengthMessageIds: Record<PauseDuration, string> = {
  "5 Minutes": "pauseLength.fiveMinutes",
  "10 Minutes": "pauseLength.tenMinutes",
  "30 Minutes": "pauseLength.thirtyMinutes",
  "Few Minutes": "pauseLength.fewMinutes",
  "1 Hour": "pauseLength.oneHour",
  "1 Day": "pauseLength.oneDay",
  "2 Days": "pauseLength.twoDays",
  "3 Days": "pauseLength.threeDays",
};

const isPauseDuration = (text: string): text is PauseDuration =>
  Object.hasOwn(pauseLengthMessageIds, text);

/**
 * A pause length as players read it, in the language in use. The wire's words are
 * SPEC.md's English; a length this app does not know is shown as sent.
 */
export function pauseLengthText(i18n: I18n, text: string): string {
  return isPauseDuration(text) ? i18n._(pauseLengthMessageIds[text]) : text;
}

/** The one pause length without an end (worker/domain/game-switch.ts PAUSE_LENGTH_MS). */
const UNTIMED_PAUSE: PauseDuration = "Few Minutes";
