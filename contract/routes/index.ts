import type { RouteDescriptor } from "../route";
import { adminEconomyRoutes } from "./admin-economy";
import { insightRoutes } from "./admin-insights";
import { adminMoneyRoutes } from "./admin-money";
import { adminPeopleRoutes } from "./admin-people";
import { languageRoutes, questionBankRoutes } from "./admin-questions";
import { bankRoutes } from "./bank";
import { reviewRoutes } from "./community";
import { userAdminQuestionRoutes } from "./contributor";
import { gameRoutes } from "./game";
import { paymentRoutes } from "./payments";
import { platformRoutes } from "./platform";
import { runRoutes } from "./play";
import { rewardRoutes } from "./rewards";
import { settingsRoutes } from "./settings";
import { showRoutes } from "./shows";
import { signInRoutes } from "./sign-in";
import { ticketRoutes } from "./tickets";
import { visitorTrialRoutes } from "./trial";

/**
 * The route table: every route the Worker serves, by area (decision 031). The Worker's
 * router must serve exactly these (worker/test/security/fuzz-route-table.test.ts), and
 * the fuzz suite attacks each area as one family. The SPA imports an area's own file,
 * never this one, so a screen loads only the descriptors it calls.
 */
export const routeAreas = {
  "sign-in": signInRoutes,
  play: runRoutes,
  game: gameRoutes,
  trial: visitorTrialRoutes,
  platform: platformRoutes,
  tickets: ticketRoutes,
  bank: bankRoutes,
  payments: paymentRoutes,
  rewards: rewardRoutes,
  community: reviewRoutes,
  settings: settingsRoutes,
  "user-admin questions": userAdminQuestionRoutes,
  "question bank": questionBankRoutes,
  languages: languageRoutes,
  people: adminPeopleRoutes,
  economy: adminEconomyRoutes,
  insights: insightRoutes,
  "reward pool and payouts": adminMoneyRoutes,
  shows: showRoutes,
} satisfies Record<string, Record<string, RouteDescriptor>>;

export const routeTable: RouteDescriptor[] = Object.values(routeAreas).flatMap((area) =>
  Object.values(area),
);
