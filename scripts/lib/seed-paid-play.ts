import { SETTING_KEYS } from "../../worker/data/setting-keys";
import { auditLog } from "../../worker/db/schema/audit";
import { players, settings } from "../../worker/db/schema/identity";
import { payments } from "../../worker/db/schema/money";
import { ledgerReference } from "../../worker/domain/ledger";
import { devSubjectOf } from "../../worker/identity/dev-subject";
import { personKeyOf } from "../../worker/identity/pseudonyms";
import { playerMovement } from "./seed-ledger";
import { sqlBuilder } from "./sql-file";

const HOUR = 60 * 60 * 1000;

/**
 * Decision 021 on demo data: the returning player's earlier account made its first deposit
 * and got the bonus (then gave both up on deactivating), so the new account is offered
 * none; a player who confirmed their age and place; a place where paid play is off (Tamil
 * Nadu) with a player there; and the audit rows of both, as the Worker writes them.
 */
export async function paidPlayDemo(
  demoAccounts: Record<
    "returningPlayer" | "eligiblePlayer" | "closedRegionPlayer",
    { email: string }
  >,
  seededAt: number,
) {
  const returningKey = await personKeyOf(await devSubjectOf(demoAccounts.returningPlayer.email));
  const depositedAt = seededAt + HOUR / 2;
  const confirmedAt = seededAt + 5 * HOUR;
  const confirmed = async (
    id: string,
    email: string,
    name: string,
    region: "MH" | "TN",
    regionName: string,
    referralCode: string,
    uiLanguage: "hi" | null = null,
  ) => {
    const subject = await devSubjectOf(email);
    return {
      player: {
        id,
        googleSubject: subject,
        personKey: await personKeyOf(subject),
        email,
        name,
        username: email.split("@")[0] ?? email,
        referralCode,
        createdAt: seededAt,
        eligibleRegion: region,
        eligibilityConfirmedAt: confirmedAt,
        uiLanguage,
      },
      audit: {
        id: `seed-audit-eligibility-${region}`,
        actorRole: "player",
        actorId: id,
        action: "eligibility-confirm",
        subjectKind: "player",
        subjectId: id,
        summary: `Confirmed being 18 or older and living in ${regionName}`,
        after: JSON.stringify({ adult: true, region: regionName }),
        createdAt: confirmedAt,
      },
    };
  };
  const eligible = await confirmed(
    "seed-eligible-player",
    demoAccounts.eligiblePlayer.email,
    "Ravi (demo)",
    "MH",
    "Maharashtra",
    "DEMO0004",
    // Reads the app in Hindi, saved in his settings: signing in turns any device to Hindi.
    "hi",
  );
  const closed = await confirmed(
    "seed-closed-region-player",
    demoAccounts.closedRegionPlayer.email,
    "Kavin (demo)",
    "TN",
    "Tamil Nadu",
    "DEMO0005",
  );
  return [
    sqlBuilder
      .insert(payments)
      .values({
        id: "seed-returning-deposit",
        playerId: "seed-deactivated-player",
        provider: "sandbox",
        providerOrderId: "seed-returning-order",
        providerPaymentId: "seed-returning-payment",
        amountPaise: 2000,
        status: "settled",
        bonusMinPaise: 2000,
        bonusPaise: 1000,
        referralRewardPaise: 5000,
        createdAt: depositedAt,
        settledAt: depositedAt,
      })
      .onConflictDoNothing(),
    playerMovement(
      "seed-deactivated-player",
      {
        account: "cash",
        amount: 2000,
        reference: ledgerReference.deposit("seed-returning-deposit"),
        memo: "Deposit",
      },
      depositedAt,
    ),
    playerMovement(
      "seed-deactivated-player",
      {
        account: "bonus",
        amount: 1000,
        reference: ledgerReference.firstDepositBonus(returningKey),
        memo: "First deposit bonus",
      },
      depositedAt,
    ),
    ...(["cash", "bonus"] as const).map((account) =>
      playerMovement(
        "seed-deactivated-player",
        {
          account,
          amount: account === "cash" ? -2000 : -1000,
          reference: ledgerReference.deactivationForfeit("seed-deactivated-player", account),
          memo: "Forfeited on deactivation",
        },
        seededAt + HOUR,
      ),
    ),
    sqlBuilder.insert(players).values([eligible.player, closed.player]).onConflictDoNothing(),
    sqlBuilder
      .insert(settings)
      .values({
        key: SETTING_KEYS.paidPlayOffRegions,
        value: JSON.stringify(["TN"]),
        updatedAt: seededAt,
      })
      .onConflictDoNothing(),
    sqlBuilder
      .insert(auditLog)
      .values([
        {
          id: "seed-audit-paid-play-regions",
          actorRole: "admin",
          actorId: "seed-admin",
          action: "paid-play-regions",
          subjectKind: "settings",
          subjectId: null,
          summary: "Paid play is off in Tamil Nadu",
          before: JSON.stringify({ offIn: "none" }),
          after: JSON.stringify({ offIn: "Tamil Nadu" }),
          createdAt: seededAt + 2 * HOUR,
        },
        eligible.audit,
        closed.audit,
      ])
      .onConflictDoNothing(),
  ];
}
