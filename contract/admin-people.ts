import { z } from "zod";
import type { PasswordAccountView } from "./passwords";

/** People: user-admins and players, as the main admin manages them. */

export type ContributorAdminView = PasswordAccountView & {
  /** Posted and not deleted. */
  questions: number;
  /** Selected into at least one language. */
  selected: number;
  served: number;
  answered: number;
  earningsPaise: number;
};
export type ContributorsResponse = { data: ContributorAdminView[] };
export const setContributorDisabledBody = z.object({ disabled: z.boolean() });

export const PLAYER_SEARCH_LIMIT = 50;
export const playersQuery = z.object({ q: z.string().trim().max(100).optional() });
export type PlayerAdminView = {
  id: string;
  name: string;
  email: string;
  username: string;
  status: "active" | "blocked" | "deactivated";
  createdAt: number;
};
export type PlayersResponse = { data: PlayerAdminView[] };
export const setPlayerBlockedBody = z.object({ blocked: z.boolean() });
