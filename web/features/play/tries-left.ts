import type { RunStateResponse } from "../../../contract/play";
import { rupeeText } from "../../lib/money";

type Tries = Pick<RunStateResponse, "tries" | "freeTryToday">;

/** Whether a run can be started now with what the player holds. */
export const hasTryToPlay = (state: Tries) => state.freeTryToday || state.tries > 0;

/** "Tries left: 2 (besides today's free try)", on /start and the run summary. */
export const triesLeftText = (state: Tries) =>
  state.freeTryToday
    ? `Tries left: ${state.tries} (besides today's free try)`
    : `Tries left: ${state.tries}`;

/**
 * What Start commits to, said before it: "A run is 10 questions. A wrong answer or running
 * out of time ends it. A try costs ₹10.00." The price is what a bought try costs now.
 */
export const runTermsText = (state: Pick<RunStateResponse, "questionsPerRun" | "tryOffer">) =>
  `A run is ${state.questionsPerRun} ${state.questionsPerRun === 1 ? "question" : "questions"}. ` +
  "A wrong answer or running out of time ends it. " +
  `A try costs ${rupeeText(state.tryOffer.pricePaise)}.`;
