import { paths } from "../../lib/paths";

/** `/result?run={runId}`: the summary of one run, read from the server (issue 13). */
export const runSummaryPath = (runId: string) =>
  `${paths.result}?${new URLSearchParams({ run: runId })}`;
