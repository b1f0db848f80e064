/**
 * The question clock's numbers, apart from React: the clock's components and hook use them,
 * and so does /try's entry, which paints the clock before React has arrived
 * (web/features/trial/question-template.ts).
 */

/** The whole seconds a clock shows for `ms` left: rounded up, never below zero. */
export const wholeSeconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/** SPEC.md section 9: the countdown turns red at 5 seconds or fewer. */
export const clockWarns = (secondsLeft: number) => secondsLeft <= 5;
