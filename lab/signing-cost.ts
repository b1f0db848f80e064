import { median } from "../bench/stats";
import type { AttemptClosing } from "../worker/domain/live-run";
import { makeReceiptKey } from "../worker/receipts/receipt-key";
import { keyringFrom } from "../worker/receipts/receipt-keyring";
import { receiptOfClosing } from "../worker/receipts/receipt-signer";

/** A wrong answer's closing, shaped as the run machine makes one. */
const closing: AttemptClosing = {
  attempt: {
    id: "bench-attempt-0000000",
    runId: "bench-run-0000000000",
    playerId: "bench-player-0000000",
    questionId: "seed-en-01",
    position: 3,
    issuedAt: 1_800_000_000_000,
    allowedSeconds: 15,
    clockStartedAt: 1_800_000_000_000,
    deadlineAt: 1_800_000_015_000,
    outcome: "wrong",
    answer: "a",
    answeredAt: 1_800_000_002_400,
  },
  runEnd: { status: "lost", correctCount: 3, timeUsedMs: 9_000, stars: null },
  coins: 0,
  coupon: null,
  receiptFacts: {
    question: {
      text: "Which animal is known as the King of the Jungle?",
      options: ["Tiger", "Elephant", "Lion", "Bear"],
      correct: "c",
    },
    closedAt: 1_800_000_002_400,
  },
};

let unseen = 0;
/**
 * The closing of a player and a question this process has not tagged yet: the Worker
 * remembers both tags (receipts/tag-memory.ts), and the figure is a receipt's whole cost,
 * as a player's first answer to a question pays it.
 */
function unseenClosing(): AttemptClosing {
  unseen++;
  const facts = closing.receiptFacts!;
  return {
    ...closing,
    attempt: { ...closing.attempt, playerId: `bench-player-${unseen}` },
    receiptFacts: {
      ...facts,
      question: { ...facts.question, text: `${facts.question.text} ${unseen}` },
    },
  };
}

/**
 * `npm run signing-cost`: what one receipt costs to sign, in microseconds (decision 008's
 * budget): the Worker's own signing code (the player tag and question hash, then one
 * Ed25519 signature) run in this process with Node's WebCrypto, the median of ten batches
 * of 1,000 after a warm-up batch.
 */
async function signingCostMicroseconds(batches = 10, perBatch = 1_000): Promise<number> {
  const keyring = await keyringFrom(JSON.stringify([await makeReceiptKey()]));
  const batch = async () => {
    const started = performance.now();
    for (let i = 0; i < perBatch; i++) await receiptOfClosing(keyring, unseenClosing());
    return ((performance.now() - started) * 1000) / perBatch;
  };
  await batch();
  const timings: number[] = [];
  for (let i = 0; i < batches; i++) timings.push(await batch());
  return median(timings);
}

console.log(`One receipt signed alone: ${Math.round(await signingCostMicroseconds())} µs.`);
