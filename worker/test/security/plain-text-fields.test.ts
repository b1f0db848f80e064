// Proves the finding that names and reviews took right-to-left overrides and control
// characters: every free-text field a person writes that others read (the table below:
// names, reviews, payout names, catalogue names, reasons and references an admin writes,
// question text and options) refuses bidi controls and C0/C1 control characters with a
// 400 `invalid_text` in the one error shape naming the field; line breaks pass only in a
// field of several lines; Hindi with its joiners (ZWJ, ZWNJ) is saved as written. The name
// a player gets from the identity provider's token is made plain at sign-in. The rule
// itself is proven in contract/plain-text.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import type { TextLayout } from "../../../contract/plain-text";
import { pathTo, routeName } from "../../../contract/route";
import { adminEconomyRoutes } from "../../../contract/routes/admin-economy";
import { adminMoneyRoutes } from "../../../contract/routes/admin-money";
import { adminPeopleRoutes } from "../../../contract/routes/admin-people";
import { languageRoutes, questionBankRoutes } from "../../../contract/routes/admin-questions";
import { bankRoutes } from "../../../contract/routes/bank";
import { reviewRoutes } from "../../../contract/routes/community";
import { userAdminQuestionRoutes } from "../../../contract/routes/contributor";
import { settingsRoutes } from "../../../contract/routes/settings";
import { signInRoutes } from "../../../contract/routes/sign-in";
import { app } from "../../index";
import {
  addQuestions,
  call,
  signInAdmin,
  signInContributor,
  signInPlayer,
  uniqueEmail,
} from "../harness";

type Caller = "player" | "admin" | "contributor";
type Sent = { path: string; method: string; body?: unknown };

/** One field: the route it is sent to ("METHOD pattern", as in `app.routes`) and how. */
type TextField = {
  route: string;
  field: string;
  layout: TextLayout;
  caller: Caller;
  send: (text: string) => Sent | Promise<Sent>;
  /** What a good text is answered with, for the fields whose save is cheap to reach. */
  saved?: number;
};

/** Hindi as people type it: conjuncts with ZWJ (U+200D) and ZWNJ (U+200C) included. */
const HINDI = "क्\u200Dष और क्\u200Cष नमस्ते";
const HINDI_LINES = `${HINDI}\nदूसरी पंक्ति\r\nतीसरी`;

const BIDI = ["\u202E", "\u202A", "\u2066", "\u2069", "\u200E", "\u200F", "\u061C"];
const CONTROLS = ["\u0000", "\u0007", "\t", "\u000B", "\u001B", "\u007F", "\u0085", "\u009B"];
const unfitFor = (layout: TextLayout) =>
  layout === "line" ? [...BIDI, ...CONTROLS, "\n", "\r"] : [...BIDI, ...CONTROLS];

let languageCounter = 0;
/** A fresh language code (lowercase letters only), since codes are unique. */
const languageCode = () =>
  `t${(++languageCounter).toString(26).replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}x`;

const tokens = {} as Record<Caller, string>;
let contributorSession: string;
let playerId: string;

const question = (fields: Record<string, string>) => ({
  Questio: "What is the capital of India?",
  a: "Delhi",
  b: "Mumbai",
  c: "Chennai",
  d: "Kolkata",
  Ans: "a",
  tough: "Easy",
  seconds: 20,
  ...fields,
});
const bank = (fields: Record<string, string>) => ({
  method: "bank",
  ac_h_nme: "Asha Rao",
  bank_nme: "State Bank of India",
  ifsc: "SBIN0000001",
  Acc_no: "123456789012",
  ...fields,
});

const TEXT_FIELDS: TextField[] = [
  {
    route: routeName(settingsRoutes.savePlayerSettings),
    field: "name",
    layout: "line",
    caller: "player",
    send: (name) => ({
      method: "PUT",
      path: pathTo(settingsRoutes.savePlayerSettings),
      body: { name, languageId: "en", preferences: { sound: true, reducedMotion: false } },
    }),
    saved: 200,
  },
  {
    route: routeName(reviewRoutes.postReview),
    field: "text",
    layout: "lines",
    caller: "player",
    send: (text) => ({
      method: "POST",
      path: pathTo(reviewRoutes.postReview),
      body: { text, stars: 5 },
    }),
    saved: 201,
  },
  ...(["ac_h_nme", "bank_nme"] as const).flatMap((field): TextField[] => [
    {
      route: routeName(bankRoutes.savePayoutDetails),
      field,
      layout: "line",
      caller: "player",
      send: (text) => ({
        method: "PUT",
        path: bankRoutes.savePayoutDetails.path,
        body: bank({ [field]: text }),
      }),
      saved: 200,
    },
    {
      route: routeName(bankRoutes.saveContributorPayoutDetails),
      field,
      layout: "line",
      caller: "contributor",
      send: (text) => ({
        method: "PUT",
        path: bankRoutes.saveContributorPayoutDetails.path,
        body: bank({ [field]: text }),
      }),
      saved: 200,
    },
  ]),
  {
    route: routeName(signInRoutes.adminSignup),
    field: "name",
    layout: "line",
    caller: "admin",
    send: async (name) => {
      const { json } = await call("/admin/auth/invites", { method: "POST", token: tokens.admin });
      return {
        method: "POST",
        path: pathTo(signInRoutes.adminSignup),
        body: { email: uniqueEmail("admin"), password: "admin-pass-1", name, invite: json.invite },
      };
    },
    saved: 200,
  },
  {
    route: routeName(adminPeopleRoutes.createContributor),
    field: "name",
    layout: "line",
    caller: "admin",
    send: (name) => ({
      method: "POST",
      path: pathTo(adminPeopleRoutes.createContributor),
      body: { email: uniqueEmail("author"), password: "author-pass-1", name },
    }),
    saved: 201,
  },
  {
    route: routeName(languageRoutes.createLanguage),
    field: "name",
    layout: "line",
    caller: "admin",
    send: (name) => ({
      method: "POST",
      path: pathTo(languageRoutes.createLanguage),
      body: { code: languageCode(), name },
    }),
    saved: 201,
  },
  {
    route: routeName(languageRoutes.updateLanguage),
    field: "name",
    layout: "line",
    caller: "admin",
    send: (name) => ({
      method: "PATCH",
      path: pathTo(languageRoutes.updateLanguage, { id: "en" }),
      body: { name },
    }),
    saved: 200,
  },
  {
    route: routeName(adminEconomyRoutes.createCatalogueCoupon),
    field: "name",
    layout: "line",
    caller: "admin",
    send: (name) => ({
      method: "POST",
      path: pathTo(adminEconomyRoutes.createCatalogueCoupon),
      body: { name, coinPrice: 10, valuePaise: 1000, stock: 5 },
    }),
    saved: 201,
  },
  {
    route: routeName(adminEconomyRoutes.editCatalogueCoupon),
    field: "name",
    layout: "line",
    caller: "admin",
    send: (name) => ({
      method: "PATCH",
      path: pathTo(adminEconomyRoutes.editCatalogueCoupon, { id: "no-such-coupon" }),
      body: { name },
    }),
  },
  {
    route: routeName(adminEconomyRoutes.createCataloguePrize),
    field: "name",
    layout: "line",
    caller: "admin",
    send: (name) => ({
      method: "POST",
      path: pathTo(adminEconomyRoutes.createCataloguePrize),
      body: { name, starPrice: 5, stock: 2 },
    }),
    saved: 201,
  },
  {
    route: routeName(adminEconomyRoutes.editCataloguePrize),
    field: "name",
    layout: "line",
    caller: "admin",
    send: (name) => ({
      method: "PATCH",
      path: pathTo(adminEconomyRoutes.editCataloguePrize, { id: "no-such-prize" }),
      body: { name },
    }),
  },
  {
    route: routeName(adminPeopleRoutes.decideClaimRequest),
    field: "reason",
    layout: "lines",
    caller: "admin",
    send: (reason) => ({
      method: "POST",
      path: pathTo(adminPeopleRoutes.decideClaimRequest, { id: "no-such-request" }),
      body: { action: "reject", reason },
    }),
  },
  {
    route: routeName(adminMoneyRoutes.rejectPayout),
    field: "reason",
    layout: "lines",
    caller: "admin",
    send: (reason) => ({
      method: "POST",
      path: pathTo(adminMoneyRoutes.rejectPayout, { id: "no-such-payout" }),
      body: { reason },
    }),
  },
  {
    route: routeName(adminMoneyRoutes.markPaid),
    field: "reference",
    layout: "line",
    caller: "admin",
    send: (reference) => ({
      method: "DELETE",
      path: `${pathTo(adminMoneyRoutes.markPaid, { rewardId: "no-such-payout" })}?${new URLSearchParams({ reference })}`,
    }),
  },
  {
    route: routeName(adminPeopleRoutes.adminPlayerAdjustment),
    field: "reason",
    layout: "line",
    caller: "admin",
    send: (reason) => ({
      method: "POST",
      path: pathTo(adminPeopleRoutes.adminPlayerAdjustment, { id: playerId }),
      body: {
        account: "tries",
        direction: "credit",
        amount: 1,
        reason,
        key: crypto.randomUUID(),
      },
    }),
    saved: 200,
  },
  ...(["Questio", "a", "d"] as const).flatMap((field): TextField[] => {
    const layout: TextLayout = field === "Questio" ? "lines" : "line";
    return [
      {
        route: routeName(questionBankRoutes.addLiveQuestion),
        field,
        layout,
        caller: "admin",
        send: (text) => ({
          method: "POST",
          path: pathTo(questionBankRoutes.addLiveQuestion),
          body: { ...question({ [field]: text }), lang: "en", allowSimilar: true },
        }),
        saved: 201,
      },
      {
        route: routeName(questionBankRoutes.editLiveQuestion),
        field,
        layout,
        caller: "admin",
        send: (text) => ({
          method: "PATCH",
          path: pathTo(questionBankRoutes.editLiveQuestion, { id: "no-such-question" }),
          body: { [field]: text },
        }),
      },
      {
        route: routeName(userAdminQuestionRoutes.postContributorQuestion),
        field,
        layout,
        caller: "contributor",
        send: (text) => ({
          method: "POST",
          path: pathTo(userAdminQuestionRoutes.postContributorQuestion),
          body: { ...question({ [field]: text }), user: contributorSession },
        }),
        saved: 201,
      },
    ];
  }),
];

/** Each field's caller is fresh: a player's or contributor's writes are limited per minute. */
async function freshToken(caller: Caller): Promise<string> {
  if (caller === "player") return (await signInPlayer()).token;
  if (caller === "contributor") {
    const contributor = await signInContributor();
    contributorSession = contributor.ssid;
    return contributor.token;
  }
  return tokens.admin;
}

async function send(entry: TextField, text: string, token: string) {
  const { method, path, body } = await entry.send(text);
  return call(path, { method, token, ...(body === undefined ? {} : { body }) });
}

beforeAll(async () => {
  await addQuestions(1);
  tokens.admin = (await signInAdmin()).token;
  playerId = (await signInPlayer()).userId;
});

describe("free text others read", () => {
  it("lists only routes the router serves", () => {
    const served = new Set(app.routes.map((route) => `${route.method} ${route.path}`));
    expect(TEXT_FIELDS.map((entry) => entry.route).filter((route) => !served.has(route))).toEqual(
      [],
    );
  });

  it.each(TEXT_FIELDS.map((entry) => [entry.route, entry.field, entry]))(
    "%s refuses a direction mark or control character in %s with 400 invalid_text",
    async (_route, field, entry) => {
      const token = await freshToken(entry.caller);
      for (const unfit of unfitFor(entry.layout)) {
        const { status, json } = await send(entry, `Asha ${unfit}Rao`, token);
        const shown = `U+${unfit.codePointAt(0)!.toString(16).padStart(4, "0")}`;
        expect(status, shown).toBe(400);
        expect(json, shown).toMatchObject({
          error: "invalid_text",
          fields: [{ path: field, message: expect.stringMatching(/plain text/) }],
        });
      }
    },
  );

  it.each(
    TEXT_FIELDS.filter((entry) => entry.saved).map((entry) => [entry.route, entry.field, entry]),
  )("%s saves Hindi with its joiners in %s", async (_route, _field, entry) => {
    const token = await freshToken(entry.caller);
    const text = entry.layout === "lines" ? HINDI_LINES : HINDI;
    const { status, json } = await send(entry, text, token);
    expect(status, JSON.stringify(json)).toBe(entry.saved);
  });
});

describe("the refusal", () => {
  it("names the fields in its message, beside each field's own", async () => {
    const { json } = await call(pathTo(adminEconomyRoutes.createCatalogueCoupon), {
      token: tokens.admin,
      body: { name: "Gift\u202E", coinPrice: 10, valuePaise: 1000, stock: 5 },
    });
    expect(json).toEqual({
      error: "invalid_text",
      message: "Use plain text without control characters or direction marks in: name",
      fields: [
        {
          path: "name",
          message: "Use plain text on one line, without control characters or direction marks",
        },
      ],
    });
  });

  it("keeps SPEC.md's Miss on the review's refusal, with the code and field", async () => {
    const { json } = await call(pathTo(reviewRoutes.postReview), {
      token: (await signInPlayer()).token,
      body: { text: "Great\u202E", stars: 5 },
    });
    expect(json).toMatchObject({
      Status: "Miss",
      message: "Please check every field.",
      error: "invalid_text",
      fields: [{ path: "text" }],
    });
  });

  it("keeps the generic code when a body fails for more than its text", async () => {
    const { status, json } = await call(pathTo(settingsRoutes.savePlayerSettings), {
      method: "PUT",
      token: (await signInPlayer()).token,
      body: { name: "\u202Enimda", languageId: "", preferences: {} },
    });
    expect(status).toBe(400);
    expect(json.error).toBe("invalid_input");
    expect(json.fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: "name" })]),
    );
  });
});

describe("a name from the identity provider", () => {
  it("is made plain at sign-in, so the account's name carries no direction mark", async () => {
    const email = uniqueEmail();
    const idToken = (
      await call(
        `/api/dev/id-token?email=${encodeURIComponent(email)}&name=${encodeURIComponent("\u202Enimda\u202C Rao")}`,
      )
    ).json.idToken as string;
    // The body's own `name` is SPEC.md's shape only (the token's is read), so it is not
    // refused: that would lock out a Google profile whose name has a direction mark.
    const signedIn = await call(pathTo(signInRoutes.playerSignIn), {
      body: { email, name: "\u202Enimda\u202C Rao", username: "", uid: "", idToken },
    });
    expect(signedIn.status).toBe(200);
    const me = await call(pathTo(signInRoutes.me), { token: signedIn.json.token as string });
    expect((me.json.user as { name: string }).name).toBe("nimda Rao");
  });

  it("keeps a Hindi name with its joiners as the provider gave it", async () => {
    const email = uniqueEmail();
    const idToken = (
      await call(
        `/api/dev/id-token?email=${encodeURIComponent(email)}&name=${encodeURIComponent(HINDI)}`,
      )
    ).json.idToken as string;
    const signedIn = await call(pathTo(signInRoutes.playerSignIn), {
      body: { email, name: "", username: "", uid: "", idToken },
    });
    const me = await call(pathTo(signInRoutes.me), { token: signedIn.json.token as string });
    expect((me.json.user as { name: string }).name).toBe(HINDI);
  });
});
