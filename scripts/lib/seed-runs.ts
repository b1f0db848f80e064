import { players } from "../../worker/db/schema/identity";
import { attempts, runs, tickets } from "../../worker/db/schema/play";
import { ledgerReference } from "../../worker/domain/ledger";
import { DEFAULT_RUN_SETTINGS, dayOf } from "../../worker/domain/run-settings";
import { devSubjectOf } from "../../worker/identity/dev-subject";
import { personKeyOf } from "../../worker/identity/pseudonyms";
import { seedQuestions } from "../seed-questions";
import { playerMovement } from "./seed-ledger";
import { sqlBuilder } from "./sql-file";

/** The player with past runs on /runs, signed in by the dev sign-in's email. */
export const PAST_RUNS_PLAYER = { email: "ravi.demo@example.com", name: "Ravi (demo)" };

const PLAYER_ID = "seed-runs-player";
const DAY = 24 * 60 * 60 * 1000;
const englishQuestions = seedQuestions.filter((question) => question.language === "en");

type DemoRun = {
  id: string;
  startedAt: number;
  /** How many questions were answered right before the run ended. */
  right: number;
  /** How it ended: a wrong answer or the clock. */
  end: "wrong" | "timeout";
};

const DEMO_RUNS: DemoRun[] = [
  { id: "seed-run-1", startedAt: Date.UTC(2026, 0, 2, 6), right: 3, end: "wrong" },
  { id: "seed-run-2", startedAt: Date.UTC(2026, 0, 3, 12), right: 1, end: "timeout" },
];

const attemptId = (run: DemoRun, position: number) => `${run.id}-q${position}`;

/**
 * The rows the play loop writes for a run: each run paid by the day's free try, its
 * closed attempts by the server's clock, each right answer's coins (through the ledger's
 * own statements), its end; the ledger check (npm run ledger:check) holds them to the same
 * invariants. The first run's last question was reported, so its summary shows the report
 * waiting.
 */
export async function pastRunsDemo() {
  const subject = await devSubjectOf(PAST_RUNS_PLAYER.email);
  const personKey = await personKeyOf(subject);
  const { coinsPerCorrect, questionsPerRun, dayTimeZone } = DEFAULT_RUN_SETTINGS;
  const runRows = [];
  const attemptRows = [];
  const movements = [];
  for (const [index, run] of DEMO_RUNS.entries()) {
    let at = run.startedAt;
    for (let position = 0; position <= run.right; position++) {
      const question = englishQuestions[(index * 5 + position) % englishQuestions.length]!;
      const right = position < run.right;
      const timedOut = !right && run.end === "timeout";
      const used = timedOut ? question.seconds * 1000 : 6_000;
      attemptRows.push({
        id: attemptId(run, position),
        runId: run.id,
        playerId: PLAYER_ID,
        questionId: `seed-${question.id}`,
        position,
        issuedAt: at,
        clockStartedAt: at,
        deadlineAt: at + question.seconds * 1000,
        allowedSeconds: question.seconds,
        answeredAt: timedOut ? null : at + used,
        answer: timedOut ? null : right ? question.answer : question.answer === "a" ? "b" : "a",
        outcome: right ? "correct" : timedOut ? "timeout" : "wrong",
      });
      if (right) {
        movements.push(
          playerMovement(
            PLAYER_ID,
            {
              account: "coins",
              amount: coinsPerCorrect,
              reference: ledgerReference.answerCoins(attemptId(run, position)),
              memo: "Correct answer",
            },
            at + used,
          ),
        );
      }
      at += used + 1_500;
    }
    runRows.push({
      id: run.id,
      playerId: PLAYER_ID,
      languageId: "en",
      status: run.end === "wrong" ? "lost" : "timeout",
      questionCount: questionsPerRun,
      correctCount: run.right,
      timeUsedMs: at - run.startedAt,
      startedAt: run.startedAt,
      endedAt: at,
    });
    movements.push(
      playerMovement(
        PLAYER_ID,
        {
          account: "tries",
          amount: 1,
          reference: ledgerReference.dailyTry(personKey, dayOf(run.startedAt, dayTimeZone)),
          memo: "Daily free try",
        },
        run.startedAt,
      ),
      playerMovement(
        PLAYER_ID,
        {
          account: "tries",
          amount: -1,
          reference: ledgerReference.runTry(run.id),
          memo: "Game run",
        },
        run.startedAt,
      ),
    );
  }
  const firstRun = DEMO_RUNS[0]!;
  return [
    sqlBuilder
      .insert(players)
      .values({
        id: PLAYER_ID,
        googleSubject: subject,
        personKey,
        email: PAST_RUNS_PLAYER.email,
        name: PAST_RUNS_PLAYER.name,
        username: "ravi.demo",
        referralCode: "DEMO0004",
        createdAt: firstRun.startedAt - DAY,
      })
      .onConflictDoNothing(),
    sqlBuilder.insert(runs).values(runRows).onConflictDoNothing(),
    sqlBuilder.insert(attempts).values(attemptRows).onConflictDoNothing(),
    ...movements,
    sqlBuilder
      .insert(tickets)
      .values({
        id: "seed-runs-ticket",
        playerId: PLAYER_ID,
        attemptId: attemptId(firstRun, firstRun.right),
        issue: "Question Unclear",
        createdAt: firstRun.startedAt + 2 * 60 * 60 * 1000,
      })
      .onConflictDoNothing(),
  ];
}
