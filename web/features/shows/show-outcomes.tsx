import { Trans, useLingui } from "@lingui/react";
import { Link } from "react-router";
import { AnswerCounts } from "../../components/answer-counts";
import { rupeeText } from "../../lib/money";
import { paths } from "../../lib/paths";
import type { ShowState } from "./api";
import type { KeptAnswer } from "./kept-answers";

/** The eliminated player's note: they watch on. */
export function OutNote() {
  const { i18n } = useLingui();
  return <p className="show-out">{i18n._("showScreen.out")}</p>;
}

/** A question's reveal: the right option, how everyone answered, who is still in. */
export function Reveal({ state, kept }: { state: ShowState; kept: KeptAnswer | undefined }) {
  const { i18n } = useLingui();
  const reveal = state.reveal;
  if (!reveal) return null;
  const { you, index, of } = state;
  const last = index + 1 === of;
  return (
    <div className="show-panel show-reveal">
      <p className="show-place">
        {i18n._("showScreen.revealPlace", { number: index + 1, total: of })}
      </p>
      {state.question && <h2 className="show-question-text">{state.question.text}</h2>}
      <AnswerCounts
        counts={reveal.counts}
        options={state.question?.options}
        correct={reveal.correct}
        chosen={kept?.choice}
      />
      <p className="show-survivors">
        <Trans
          id="showScreen.survivors"
          values={{ count: reveal.survivors }}
          components={{ 0: <strong /> }}
        />
      </p>
      {you.joined && you.alive && (
        <p className="show-still-in">
          {i18n._(last ? "showScreen.allRight" : "showScreen.stillIn")}
        </p>
      )}
      {you.joined && !you.alive && <OutNote />}
    </div>
  );
}

/** The end: what the viewer won, how many won what, or that nobody did. */
export function ShowEnd({ state }: { state: ShowState }) {
  const { i18n } = useLingui();
  const winners = state.winners;
  const won = state.you.joined && state.you.alive && winners !== undefined && winners.count > 0;
  return (
    <div className="show-panel show-end">
      {won && (
        <div className="show-won">
          <p>
            <strong>
              {i18n._("showScreen.youWon", { amount: rupeeText(winners.sharePaise) })}
            </strong>
          </p>
          <p>
            <Trans id="showScreen.inBank" components={{ 0: <Link to={paths.account} /> }} />
          </p>
        </div>
      )}
      {winners && winners.count > 0 && (
        <p>
          {i18n._("showScreen.winners", {
            count: winners.count,
            amount: rupeeText(winners.sharePaise),
          })}
        </p>
      )}
      {winners?.count === 0 && <p>{i18n._("showScreen.noWinners")}</p>}
      {!winners && <p>{i18n._("showScreen.counting")}</p>}
      {state.you.joined && !state.you.alive && <p>{i18n._("showScreen.outBeforeEnd")}</p>}
      <p>
        <Link to={paths.home}>{i18n._("showScreen.home")}</Link>
      </p>
    </div>
  );
}
