import type { RunStateResponse } from "../../../contract/play";

type Tries = Pick<RunStateResponse, "tries" | "freeTryToday">;

/** Whether a run can be started now with what the player holds. */
export const hasTryToPlay = (state: Tries) => state.freeTryToday || state.tries > 0;

/** "Tries left: 2 (besides today's free try)", on /start and the run summary. */
export const triesLeftText = (state: Tries) =>
  state.freeTryToday
    ? `Tries left: ${state.tries} (besides today's free try)`
    : `Tries left: ${state.tries}`;
