import { z } from "zod";
import { DEVICE_ID_PATTERN } from "./device-id";
import { choiceSchema, type QuestionFaceView } from "./play";

/** The visitor trial (SPEC.md sections 2 `/try`, 4 trial states, 7 calls). */

/** The device id the SPA keeps in storage; the wire calls it `ip` in two payloads. */
export const deviceIdSchema = z.string().regex(DEVICE_ID_PATTERN, "Not a device id");

export type TrialQuestionView = QuestionFaceView & {
  seconds: number;
  /** The trial question's id, sent back with the answer. */
  qno: string;
  /** Milliseconds left on the server's clock, at most `seconds`' worth. */
  remainingMs: number;
  /**
   * Milliseconds of the image grace left before those (3 s at most after serving; 0 for a
   * question without an image): the server's deadline is after both.
   */
  clockStartsInMs: number;
};

export type TrialFetchResponse =
  | { Status: "OK"; data: TrialQuestionView }
  | { Status: "Yes"; rupee: number }
  | { Status: "Time_Out" }
  | { Status: "NO" };

export const trialTimeoutBody = z.object({ ip: deviceIdSchema });

export const trialAnswerBody = z.object({
  ip: deviceIdSchema,
  qno: z.string().min(1).max(64),
  ans: choiceSchema,
});

/** SPEC.md's `Status` and `rupee`: a visitor is never told the right option (DESIGN.md 4). */
export type TrialAnswerResponse =
  | { Status: "CORRECT"; rupee: number }
  | { Status: "CORRECT NO REWARD" }
  | { Status: "EX CORRECT" }
  | { Status: "INCORRECT" }
  | { Status: "Time_Out" };

export const trialClaimBody = z.object({ deviceId: deviceIdSchema });
export type TrialClaimResponse = { Status: "OK"; payoutId: string; rupee: number };

/**
 * `GET /api/trial/offer`: what the landing and /try may promise the caller before they
 * play: the largest prize left in the pool in rupees, or null when the pool is empty or
 * the caller's address has won its prizes for the hour; then `prizeAgainAt` (epoch ms)
 * says when it may win again, else it is null. Nothing else about the pool is public.
 */
export type TrialOfferResponse = { largestRupee: number | null; prizeAgainAt: number | null };
