import { z } from "zod";
import type { BalancesView } from "./account";
import {
  type ContributorQuestionView,
  difficulties,
  imageField,
  type QuestionFieldsView,
  questionFields,
} from "./contributor";
import type { DeliveryAddress } from "./delivery";
import type { GameStatus } from "./game";
import { digitsQuery } from "./numbers";
import type { OfferTerms } from "./offers";
import type { PasswordAccountView } from "./passwords";
import { plainText } from "./plain-text";
import { type CatalogueCouponView, type PrizeView, prizeSize } from "./rewards";

/**
 * The main admin area beyond tickets, rewards and the switch: languages, the review pool
 * and its selection into languages, the live bank, the economy, claim requests, people
 * and insights. Money is integer paise; coins, stars and tries are counts.
 */

export type CreatedResponse = { Status: "OK"; id: string };

/** An edit names at least one field; absent fields stay as they are. */
const edit = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) =>
  schema.partial().refine((value) => Object.keys(value).length > 0, "Change at least one field");

const languageId = z.string().trim().max(32);
/** Players choose their question language by this name. */
const languageName = plainText(z.string().trim().min(1).max(60));

// Languages

export type AdminLanguageView = {
  id: string;
  code: string;
  name: string;
  enabled: boolean;
  /** Live (not retired) questions in the language. */
  liveQuestions: number;
  /** How many it needs to be played: one run's worth (the run settings). */
  questionsNeeded: number;
  /**
   * Whether it has them: only a ready language can be enabled, and an enabled one is
   * offered to players only while it stays ready (decision 025).
   */
  ready: boolean;
};
/** `GET /admin/get/all/admin/new/languages/data`: SPEC.md's `Data`, every language. */
export type AdminLanguagesResponse = { Data: AdminLanguageView[] };

/** The code is also the language's id (e.g. `en`, `hi`, `pt-br`). */
export const createLanguageBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[a-z][a-z-]{0,8}[a-z]$/, "A code is 2 to 10 lowercase letters or hyphens"),
  name: languageName,
});
export type CreateLanguageBody = z.infer<typeof createLanguageBody>;

/**
 * Players of a disabled language are served English; `en` itself cannot be disabled. A
 * language short of a run's questions cannot be enabled: 409 `language_not_ready`.
 */
export const updateLanguageBody = edit(z.object({ name: languageName, enabled: z.boolean() }));
export type UpdateLanguageBody = z.infer<typeof updateLanguageBody>;

/** The 409 `language_not_ready` of enabling a language without a run's worth of questions. */
export type LanguageNotReadyError = {
  error: "language_not_ready";
  message: string;
  liveQuestions: number;
  questionsNeeded: number;
};

// The review pool and selection (SPEC.md /admin/select)

/** SPEC.md section 3's question as seen by the main admin. */
export type PoolQuestionView = ContributorQuestionView & {
  /** The contributor's id. */
  user: string;
  userName: string;
};
export type PoolQuestionsResponse = { data: PoolQuestionView[]; total: number };

/**
 * SPEC.md's select payload plus `_id`, the pool question to copy. The copy is made from
 * the stored question, so the other question fields are accepted for SPEC.md's shape and
 * ignored. A missing `sel_lang` is a 400 "Please select a language!".
 */
export const selectQuestionBody = z.object({
  _id: z.string().min(1).max(64),
  /** Select it even though a live question of that language reads almost the same. */
  allowSimilar: z.boolean().optional(),
  /** Select it though it reads somewhat like live questions of that language. */
  confirmSimilar: z.boolean().optional(),
  /** Missing, null or "" (the dropdown's "Select Language") all mean none was chosen. */
  sel_lang: languageId.nullish(),
  user: z.unknown().optional(),
  img: z.unknown().optional(),
  Questio: z.unknown().optional(),
  a: z.unknown().optional(),
  b: z.unknown().optional(),
  c: z.unknown().optional(),
  d: z.unknown().optional(),
  Ans: z.unknown().optional(),
  lang: z.unknown().optional(),
  tough: z.unknown().optional(),
  seconds: z.unknown().optional(),
});
export type SelectQuestionBody = z.input<typeof selectQuestionBody>;

// The live bank (/admin/questions, /admin/addquestion)

export const LIVE_QUESTIONS_PAGE_SIZE = 25;

/** Empty parameters mean "any", as a form with nothing chosen sends them. */
export const liveQuestionsQuery = z.object({
  lang: languageId.optional(),
  tough: z.union([z.literal(""), z.enum(difficulties)]).optional(),
  /** `yes`: only questions marked for the trial; `no`: only those paid runs serve. */
  trial: z.enum(["", "yes", "no"]).optional(),
  q: z.string().trim().max(100).optional(),
  page: digitsQuery(100_000).optional().default(1),
});

export type LiveQuestionView = QuestionFieldsView & {
  _id: string;
  lang: string;
  /** The pool question it was selected from; null when added here. */
  source: string | null;
  served: number;
  /** Answered in time, right or wrong (timeouts and forfeits are served only). */
  answered: number;
  /** Answered correctly. */
  correct: number;
  createdAt: number;
  /** Retired questions are never served again. */
  retiredAt: number | null;
  /** Marked for the visitor trial: only the trial draws it, and paid runs never serve it. */
  trial: boolean;
};
export type LiveQuestionsResponse = {
  data: LiveQuestionView[];
  total: number;
  page: number;
  pageSize: number;
};

/**
 * Save it even though a live question of its language reads almost the same (a
 * `NearDuplicateError`); it confirms a `SimilarQuestionsError` too.
 */
const allowSimilar = z.boolean().optional();
/** Save it though it reads somewhat like live questions of its language (a `SimilarQuestionsError`). */
const confirmSimilar = z.boolean().optional();
/** Fields that confirm a save rather than change the question. */
const confirmations = new Set(["allowSimilar", "confirmSimilar"]);
/** The trial mark (`LiveQuestionView.trial`); a new question is for paid runs unless it says so. */
const trial = z.boolean().optional();

export const addLiveQuestionBody = questionFields.extend({
  lang: languageId.min(1, "Choose a language"),
  allowSimilar,
  confirmSimilar,
  trial,
});
export type AddLiveQuestionBody = z.input<typeof addLiveQuestionBody>;

/** `img: ""` or `null` removes the image. */
export const editLiveQuestionBody = questionFields
  .partial()
  .extend({ allowSimilar, confirmSimilar, trial })
  .refine(
    (value) => Object.keys(value).some((key) => !confirmations.has(key)),
    "Change at least one field",
  );
export type EditLiveQuestionBody = z.input<typeof editLiveQuestionBody>;

/**
 * The 409 `near_duplicate` of an add, an edit or a selection: the text is at least
 * `NEAR_DUPLICATE_THRESHOLD` alike (after case, punctuation and spacing are set aside) to
 * this live question of the same language. Sending it again with `allowSimilar: true`
 * saves it anyway.
 */
export type NearDuplicateError = {
  error: "near_duplicate";
  message: string;
  similar: SimilarQuestion;
};

/** A live question a text reads like, and how alike (0 to 1, three decimals). */
export type SimilarQuestion = { _id: string; Questio: string; lang: string; similarity: number };

/**
 * The 409 `similar_questions` of an add, an edit or a selection: no live
 * question is a near-duplicate, but these of the same language are at least
 * `SIMILAR_QUESTION_THRESHOLD` alike, most alike first, at most five: perhaps the same
 * question reworded. Sending it again with `confirmSimilar: true` (or `allowSimilar: true`)
 * saves it.
 */
export type SimilarQuestionsError = {
  error: "similar_questions";
  message: string;
  similar: SimilarQuestion[];
};

// The economy (/admin/coins, /admin/cupon, /admin/prize)

/**
 * `/admin/settings/support` (main admin): the address a blocked player is told to write
 * to; the sign-in screen reads it from `GET /api/auth/config`.
 */
export const supportSettingsBody = z.object({ supportEmail: z.email().max(254) });
export type SupportSettings = z.infer<typeof supportSettingsBody>;

/**
 * The play loop's run settings, what a selected question earns its contributor, and the
 * offers' figures (contract/offers.ts).
 */
export type EconomySettings = OfferTerms & {
  questionsPerRun: number;
  coinsPerCorrect: number;
  couponEvery: number;
  couponValuePaise: number;
  tryPricePaise: number;
  freeTriesPerDay: number;
  dayTimeZone: string;
  imageGraceSeconds: number;
  answerGraceMs: number;
  /** The visitor trial's prizes one address may win in an hour. */
  trialPrizesPerAddressPerHour: number;
  contributorRewardPaise: number;
};

/**
 * What a bought try really returns under some settings and today's catalogues, in paise
 * (worker/domain/economy.ts, decision 022): for a perfect, a 70 % and a 40 % player, with
 * coins at the best coupon, stars at the best prize cost per star, and bonus money spent
 * again on tries until it runs out. A null figure is unbounded (the bonus never runs out).
 */
export type EconomyReport = {
  tryPricePaise: number;
  paisePerCoin: number;
  paisePerStar: number;
  players: {
    accuracy: number;
    correctAnswers: number;
    coins: number;
    runCoupons: number;
    stars: number;
    bonusPaise: number;
    starValuePaise: number;
    runsPerTry: number | null;
    starsPerTry: number | null;
    valuePaise: number | null;
    returnShare: number | null;
  }[];
  cheapestPrize: {
    name: string;
    starPrice: number;
    costPaise: number | null;
    perfectRuns: number;
    ownMoneyPaise: number;
  } | null;
  uncostedPrizes: string[];
  firstDeposit: {
    depositPaise: number;
    bonusPaise: number;
    valuePaise: number | null;
    returnShare: number | null;
  };
  returnsMoreThanPaid: boolean;
};

const catalogueName = plainText(z.string().trim().min(1).max(120));
const stock = z.number().int().min(0).max(1_000_000);

const couponFields = z.object({
  name: catalogueName,
  coinPrice: z.number().int().min(1).max(1_000_000),
  valuePaise: z.number().int().min(1).max(10_000_000),
  stock,
  active: z.boolean(),
});
export const createCouponBody = couponFields.extend({ active: z.boolean().optional() });
export const editCouponBody = edit(couponFields);

/** What the admin sees of an entry besides what players see. */
type CatalogueUpkeep = { active: boolean; createdAt: number };

export type CouponCatalogueView = CatalogueCouponView & CatalogueUpkeep;
export type CouponCatalogueResponse = { data: CouponCatalogueView[] };

/** A prize's sizes (e.g. S, M, L, XL); none: it comes in one size and none is asked. */
const prizeSizes = z
  .array(prizeSize)
  .max(12, "At most 12 sizes")
  .refine((sizes) => new Set(sizes).size === sizes.length, "Name each size once");

const prizeFields = z.object({
  name: catalogueName,
  starPrice: z.number().int().min(1).max(1_000_000),
  /** What one costs us: the economy values stars by it (decision 022). */
  costPaise: z.number().int().min(0).max(10_000_000),
  stock,
  imageUrl: imageField,
  sizes: prizeSizes,
  active: z.boolean(),
});
export const createPrizeBody = prizeFields.extend({
  /** Absent: the economy lists the prize as uncosted until an admin sets it. */
  costPaise: prizeFields.shape.costPaise.optional(),
  imageUrl: imageField.optional(),
  sizes: prizeSizes.optional(),
  active: z.boolean().optional(),
});
export const editPrizeBody = edit(prizeFields);

/** Players never see what a prize costs us; a prize made before it was asked has none. */
export type PrizeCatalogueView = PrizeView & CatalogueUpkeep & { costPaise: number | null };
export type PrizeCatalogueResponse = { data: PrizeCatalogueView[] };

// Claim requests (/admin/request)

const claimStatuses = ["pending", "approved", "shipped", "fulfilled", "rejected"] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

export const claimRequestsQuery = z.object({
  status: z.union([z.literal(""), z.enum(claimStatuses)]).optional(),
});

export type ClaimRequestView = {
  id: string;
  kind: "cart" | "coupon";
  status: ClaimStatus;
  reason: string | null;
  createdAt: number;
  decidedAt: number | null;
  player: { id: string; name: string; email: string };
  /** What was requested: a prize (stars) or a coupon (money). */
  item: {
    name: string;
    starPrice: number | null;
    valuePaise: number | null;
    imageUrl: string | null;
  };
  /** A prize's delivery: where, the size picked, and once shipped the courier's reference. */
  delivery:
    | (DeliveryAddress & {
        size: string | null;
        trackingReference: string | null;
        shippedAt: number | null;
      })
    | null;
};
export type ClaimRequestsResponse = { data: ClaimRequestView[] };

/**
 * pending → approved → (a prize: shipped, with the courier's reference →) fulfilled;
 * pending or approved → rejected, with a reason.
 */
export const decideClaimBody = z.discriminatedUnion("action", [
  z.object({ action: z.literal("approve") }),
  z.object({
    action: z.literal("ship"),
    trackingReference: z
      .string()
      .trim()
      .min(1, "Enter the courier's tracking reference")
      .max(120, "At most 120 characters"),
  }),
  z.object({ action: z.literal("fulfil") }),
  z.object({
    action: z.literal("reject"),
    reason: plainText(z.string().trim().min(1, "Say why").max(300), "lines"),
  }),
]);
export type DecideClaimBody = z.infer<typeof decideClaimBody>;
export type DecideClaimResponse = { Status: "OK"; status: ClaimStatus };

// People (/admin/add/users and the player list)

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

// Insights (/admin/balance, /admin/chart, /admin/check, /admin/home)

/** One period with data: `YYYY-MM` or `YYYY-MM-DD` in the run settings' time zone. */
export type SeriesPoint = { period: string; value: number };

export type BalanceResponse = {
  /** Sums over every player's ledger. */
  players: BalancesView;
  contributors: { earnings: number };
  /** The last 30 days, only days with movements, in paise. */
  days: { deposits: SeriesPoint[]; payouts: SeriesPoint[] };
};

export const chartsQuery = z.object({
  period: z.enum(["month", "day"]).optional().default("month"),
});
export type ChartPeriod = z.infer<typeof chartsQuery>["period"];

/** The last 12 months or 30 days; a period without data is absent. Money in paise. */
export type ChartsResponse = {
  period: ChartPeriod;
  /** The first period of the window. */
  from: string;
  series: {
    newPlayers: SeriesPoint[];
    runs: SeriesPoint[];
    answers: SeriesPoint[];
    deposits: SeriesPoint[];
    payouts: SeriesPoint[];
  };
};

type AttentionCounts = {
  pendingTickets: number;
  openPayouts: number;
  pendingRequests: number;
};

export type CheckResponse = {
  /** null when the game room did not answer. */
  game: GameStatus | null;
  /** Sockets connected over all hubs that answered. */
  sockets: number;
  database: "ok" | "down";
  lastCron: { at: number; purged: number } | null;
  counts: (AttentionCounts & { players: number; questions: number }) | null;
};

/**
 * `GET /admin/home`'s figures, as of `at`. `online` counts the people connected now over
 * every hub that answered, not their sockets: players and admins by account, visitors by
 * device (by address when they offered none); `onlineBy` splits them.
 * `activePlayers` are players who started a run or answered a question in the last five
 * minutes; `answersLastHour` counts answers (not timeouts) in the last hour, of which
 * `correctLastHour` were right. Money in paise.
 */
export type DashboardResponse = AttentionCounts & {
  at: number;
  online: number;
  onlineBy: { player: number; visitor: number; admin: number };
  activePlayers: number;
  answersLastHour: number;
  correctLastHour: number;
  /** The total asked by the open payouts. */
  openPayoutsPaise: number;
  game: GameStatus;
};
