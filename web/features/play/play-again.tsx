import { useLingui } from "@lingui/react";
import { Link } from "react-router";
import type { RunStateResponse } from "../../../contract/play";
import { BuyTryOffer } from "../../components/buy-try-offer";
import { paths } from "../../lib/paths";
import { hasTryToPlay, triesLeftText } from "./tries-left";

/**
 * The run summary's way back into the game: Play again with the tries left, or,
 * with none, a try to buy (the same offer as /start and the Bank).
 */
export function PlayAgain({ state }: { state: RunStateResponse }) {
  const { i18n } = useLingui();
  if (hasTryToPlay(state)) {
    return (
      <div className="play-again">
        <Link to={paths.start} className="button button-primary">
          {i18n._("play.playAgain")}
        </Link>
        <p className="tries-left">{triesLeftText(i18n, state)}</p>
      </div>
    );
  }
  return (
    <div className="play-again">
      <p className="tries-left">{i18n._("playAgain.noTries")}</p>
      <BuyTryOffer
        offer={state.tryOffer}
        afterPurchase={
          <Link to={paths.start} className="button button-primary">
            {i18n._("play.playAgain")}
          </Link>
        }
      />
    </div>
  );
}
