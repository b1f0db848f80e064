import { z } from "zod";
import { plainText } from "./plain-text";
import { uiLanguages } from "./ui-language";

/** Reviews and likes (SPEC.md `/review`, `/like/{id}`, section 7 calls). */

export const REVIEW_MAX_LENGTH = 1000;

/** name, profile and email are accepted for SPEC.md's shape; the server uses the account's. */
export const postReviewBody = z.object({
  text: plainText(z.string().trim().min(1, "Write a review").max(REVIEW_MAX_LENGTH), "lines"),
  stars: z.number().int().min(1, "Pick 1 to 5 stars").max(5, "Pick 1 to 5 stars"),
  name: z.unknown().optional(),
  profile: z.unknown().optional(),
  email: z.unknown().optional(),
});

export type PostReviewResponse =
  | { Status: "OK"; to: string }
  | { Status: "Miss" | "IN"; message: string };

export type ReviewView = {
  _id: string;
  name: string;
  profile: string;
  text: string;
  stars: number;
};
export type ReviewResponse = { data: ReviewView };

export const likeBody = z.object({
  l_id: z.string().min(1).max(64),
  email: z.unknown().optional(),
});
/** `freeTries`: what this like gave (1 for a person's first like ever, else 0). */
export type LikeResponse =
  | { Status: "OK"; freeTries: number }
  | { Status: "ALREADY_LIKED" | "Exist" };

export type LanguageView = { id: string; code: string; name: string };
export type LanguagesResponse = { data: LanguageView[] };

export const playerSettingsBody = z.object({
  name: plainText(z.string().trim().min(1).max(80)),
  languageId: z.string().min(1).max(32),
  preferences: z.object({ sound: z.boolean(), reducedMotion: z.boolean() }),
  /**
   * The app's language, kept apart from the questions' (`languageId`). Left out, the one
   * saved stays; the GET leaves it out while the player has chosen none.
   */
  uiLanguage: z.enum(uiLanguages).optional(),
});
export type PlayerSettings = z.infer<typeof playerSettingsBody>;
export type PlayerSettingsResponse = PlayerSettings & { email: string };
