import { schemasFrom } from "../route";

/**
 * Every contract module whose schemas a route reads, each loaded the first time one of its
 * schemas is needed (contract/route.ts `schemasFrom`): a route names its body as
 * `schemas.tickets("reportTicketBody")`.
 */
export const schemas = {
  account: schemasFrom(() => import("../account")),
  adminEconomy: schemasFrom(() => import("../admin-economy")),
  adminInsights: schemasFrom(() => import("../admin-insights")),
  adminLanguages: schemasFrom(() => import("../admin-languages")),
  adminPeople: schemasFrom(() => import("../admin-people")),
  adminQuestions: schemasFrom(() => import("../admin-questions")),
  adminRequests: schemasFrom(() => import("../admin-requests")),
  audit: schemasFrom(() => import("../audit")),
  auth: schemasFrom(() => import("../auth")),
  community: schemasFrom(() => import("../community")),
  contributor: schemasFrom(() => import("../contributor")),
  economySettings: schemasFrom(() => import("../economy-settings")),
  eligibility: schemasFrom(() => import("../eligibility")),
  game: schemasFrom(() => import("../game")),
  passwords: schemasFrom(() => import("../passwords")),
  payments: schemasFrom(() => import("../payments")),
  play: schemasFrom(() => import("../play")),
  playerSupport: schemasFrom(() => import("../player-support")),
  questionImport: schemasFrom(() => import("../question-import")),
  rewards: schemasFrom(() => import("../rewards")),
  shows: schemasFrom(() => import("../shows")),
  tickets: schemasFrom(() => import("../tickets")),
  trial: schemasFrom(() => import("../trial")),
};
