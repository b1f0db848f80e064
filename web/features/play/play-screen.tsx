import { useLingui } from "@lingui/react";
import { useSearchParams } from "react-router";
import { GamePaused } from "../../components/game-paused";
import { LoadingScreen } from "../../components/loading-screen";
import { TitledScreen } from "../../components/titled-screen";
import { serverMessageOf } from "../../lib/api-errors";
import { useGameStatus } from "../../lib/realtime/use-game-status";
import { useStoredValue } from "../../lib/use-stored-value";
import { QuestionRound } from "./question-round";
import { readRunResult } from "./run-result";
import { RunResultView } from "./run-result-view";
import "./play.css";

/** /play: SPEC.md's result redirect when its query is there, otherwise the game. */
export function PlayScreen() {
  const [params] = useSearchParams();
  const result = readRunResult(params);
  return result ? <RunResultView result={result} /> : <LivePlay />;
}

/**
 * While the game is paused, no question is served (DESIGN.md section 4), so the screen
 * says why and until when, and turns back by itself when the switch does.
 *
 * The question is read beside the switch, not after it: the server itself issues no
 * question while the game is off (it answers `game_off`), and while it is off no clock
 * runs out, so a question read just before a pause cannot be lost behind the paused
 * screen. Only a question the server served is shown, so its clock runs while it is on
 * screen, whatever the switch's own read says or when it arrives.
 */
function LivePlay() {
  const { i18n } = useLingui();
  const game = useGameStatus("player");
  const status = game.data;
  const userId = useStoredValue("user");

  if (status?.Status === "off") {
    return <GamePaused status={status} comesBack={i18n._("playScreen.comesBack")} />;
  }

  if (userId) return <QuestionRound userId={userId} />;

  if (game.isPending) return <LoadingScreen />;

  return (
    <TitledScreen title={i18n._("play.title")}>
      <div role="alert">
        {status ? (
          <p>{i18n._("playScreen.signInIncomplete")}</p>
        ) : (
          <>
            <p>
              {i18n
                ._("playScreen.statusUnread", {
                  reason: game.error ? serverMessageOf(game.error) : "",
                })
                .trim()}
            </p>
            <button type="button" className="button" onClick={() => void game.refetch()}>
              {i18n._("play.tryAgain")}
            </button>
          </>
        )}
      </div>
    </TitledScreen>
  );
}
