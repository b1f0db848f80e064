import * as z from "zod/mini";

/** SPEC.md section 9's pause durations, in the order the admin screen shows them. */
export const pauseDurations = [
  "5 Minutes",
  "10 Minutes",
  "30 Minutes",
  "Few Minutes",
  "1 Hour",
  "1 Day",
  "2 Days",
  "3 Days",
] as const;
export type PauseDuration = (typeof pauseDurations)[number];

/** `POST /admin/start/game/by/click`: the duration text only when turning the game off. */
export const gameSwitchBody = z.discriminatedUnion("status", [
  z.object({ status: z.literal("on") }),
  z.object({ status: z.literal("off"), text: z.enum(pauseDurations) }),
]);
export type GameSwitchBody = z.infer<typeof gameSwitchBody>;

/**
 * The switch as every reader sees it (`GET /admin/start/or/no/check`, `GET
 * /api/game/status`, and the `game` socket message). `resumeAt` is epoch ms, or null when
 * the game is on or paused for "Few Minutes".
 */
export const gameStatusSchema = z.object({
  Status: z.enum(["on", "off"]),
  text: z.string(),
  resumeAt: z.nullable(z.number()),
  changedAt: z.number(),
});
export type GameStatus = z.infer<typeof gameStatusSchema>;
