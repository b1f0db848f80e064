import { z } from "zod";
import { choiceSchema, type QuestionFaceView } from "./play";

/** The visitor trial (SPEC.md sections 2 `/try`, 4 trial states, 7 calls). */

/** The device id the SPA keeps in storage; the wire calls it `ip` in two payloads. */
export const deviceIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "Not a device id");

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

export type TrialAnswerResponse =
  | { Status: "CORRECT"; rupee: number; ans: string }
  | { Status: "CORRECT NO REWARD"; ans: string }
  | { Status: "EX CORRECT" }
  | { Status: "INCORRECT"; ans: string }
  | { Status: "Time_Out"; ans: string };

export const trialClaimBody = z.object({ deviceId: deviceIdSchema });
export type TrialClaimResponse = { Status: "OK"; payoutId: string; rupee: number };

/**
 * `GET /api/trial/offer`: what the landing and /try may promise before anyone plays, the
 * largest prize left in the pool in rupees, or null when the pool is empty. Nothing else
 * about the pool is public.
 */
export type TrialOfferResponse = { largestRupee: number | null };
