import type { I18n } from "@lingui/core";
import type { RunStateResponse } from "../../../contract/play";
import { rupeeText } from "../../lib/money";

type Tries = Pick<RunStateResponse, "tries" | "freeTryToday">;

/** Whether a run can be started now with what the player holds. */
export const hasTryToPlay = (state: Tries) => state.freeTryToday || state.tries > 0;

/** "Tries left: 2 (besides today's free try)", on /start and the run summary. */
export const triesLeftText = (i18n: I18n, state: Tries) =>
  i18n._("triesLeft.count", { tries: state.tries, freeToday: state.freeTryToday ? "yes" : "no" });

/**
 * What Start commits to, said before it: "A run is 10 questions. A wrong answer or running
 * out of time ends it. A try costs ₹10.00." The price is what a bought try costs now.
 */
export const runTermsText = (
  i18n: I18n,
  state: Pick<RunStateResponse, "questionsPerRun" | "tryOffer">,
) =>
  i18n._("triesLeft.runTerms", {
    count: state.questionsPerRun,
    price: rupeeText(state.tryOffer.pricePaise),
  });
