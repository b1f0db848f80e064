import type { I18n } from "@lingui/core";
import { ApiRequestError } from "../../lib/api-client";
import { serverMessageOf } from "../../lib/api-errors";
import type { ShowState } from "./api";

/** What the polite live region says for where the show stands: it speaks when this changes. */
export function announcementOf(i18n: I18n, state: ShowState): string {
  const place = { number: state.index + 1, total: state.of };
  switch (state.status) {
    case "scheduled":
      return "";
    case "lobby":
      return i18n._("showScreen.announce.lobby", { count: state.waiting });
    case "live":
      if (state.reveal) {
        const out = state.you.joined && !state.you.alive;
        return i18n._(out ? "showScreen.announce.revealOut" : "showScreen.announce.reveal", {
          ...place,
          letter: state.reveal.correct.toUpperCase(),
          survivors: state.reveal.survivors,
        });
      }
      if (state.question) {
        const id = state.you.answered
          ? "showScreen.announce.openLocked"
          : "showScreen.announce.open";
        return i18n._(id, place);
      }
      return i18n._("showScreen.announce.closed", place);
    case "ended":
      return i18n._("showScreen.announce.ended");
    case "cancelled":
      return i18n._("showScreen.announce.cancelled");
  }
}

/** Why an answer was not taken, in the player's words; the state says the rest. */
export function answerRefusalText(i18n: I18n, error: Error): string {
  if (!(error instanceof ApiRequestError)) {
    return i18n._("showScreen.answerNotSent", { reason: serverMessageOf(error) });
  }
  switch (error.code) {
    case "already_answered":
      return i18n._("showScreen.refusal.alreadyAnswered");
    case "window_closed":
      return i18n._("showScreen.refusal.windowClosed");
    case "eliminated":
      return i18n._("showScreen.refusal.eliminated");
    case "not_joined":
      return i18n._("showScreen.refusal.notJoined");
    default:
      return i18n._("showScreen.refusal.other", { reason: serverMessageOf(error) });
  }
}
