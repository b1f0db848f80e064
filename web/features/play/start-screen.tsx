import { Trans, useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { NoQuestionsInLanguageError, StartRunResponse } from "../../../contract/play";
import { BuyTryOffer } from "../../components/buy-try-offer";
import { LoadingScreen } from "../../components/loading-screen";
import { NextShowCard } from "../../components/next-show-card";
import { ResumeCountdown } from "../../components/resume-countdown";
import { TitledScreen } from "../../components/titled-screen";
import { runStateQuery } from "../../lib/api/play";
import { ApiRequestError } from "../../lib/api-client";
import { serverMessageOf } from "../../lib/api-errors";
import { formatMoment } from "../../lib/day-format";
import { paths } from "../../lib/paths";
import { useGameStatus } from "../../lib/realtime/use-game-status";
import { formatTimeLeft } from "../../lib/resume-time";
import { useNow } from "../../lib/use-now";
import { useStartRun } from "./api";
import { markRunActive, markRunEnded } from "./run-flag";
import { hasTryToPlay, runTermsText, triesLeftText } from "./tries-left";
import "./play.css";

/** Why Start did not start: the server's refusal, or no question in the player's language. */
type Refusal = Extract<StartRunResponse, { Status: "BAD" }>["reason"] | "no_questions";

const NO_QUESTIONS: NoQuestionsInLanguageError["error"] = "no_questions_in_language";

function RefusalMessage({ refusal }: { refusal: Refusal }) {
  const { i18n } = useLingui();
  switch (refusal) {
    case "no_tries":
      return (
        <p>
          <Trans id="startScreen.noTries" components={{ 0: <Link to={paths.account} /> }} />
        </p>
      );
    case "game_off":
      return <p>{i18n._("startScreen.gameOff")}</p>;
    case "no_questions":
      return (
        <p>
          <Trans id="startScreen.noQuestions" components={{ 0: <Link to={paths.settings} /> }} />
        </p>
      );
  }
}

/** A chosen language that is not playable now: the runs come in English meanwhile. */
function LanguageNotice({ language }: { language: { name: string } }) {
  return (
    <p className="start-language">
      <Trans
        id="startScreen.languageUnplayable"
        values={{ language: language.name }}
        components={{ 0: <Link to={paths.settings} /> }}
      />
    </p>
  );
}

/**
 * Today's free try, told truthfully: there while it is unused, otherwise the
 * time until the next one. Reaching it re-reads the run state, which then has it.
 */
function FreeTryLine({
  freeTryToday,
  nextFreeTryAt,
  onNextDay,
}: {
  freeTryToday: boolean;
  nextFreeTryAt: number;
  onNextDay: () => void;
}) {
  const { i18n } = useLingui();
  const now = useNow(!freeTryToday);
  const left = nextFreeTryAt - now;
  const dayHasCome = !freeTryToday && left <= 0;
  useEffect(() => {
    if (dayHasCome) onNextDay();
  }, [dayHasCome, onNextDay]);
  if (freeTryToday) return <p className="daily-reward">{i18n._("startScreen.freeTryToday")}</p>;
  return (
    <p className="next-free-try">
      <span aria-hidden="true">
        <Trans
          id="startScreen.nextFreeTry"
          values={{ time: formatTimeLeft(Math.max(0, left)) }}
          components={{ 0: <span className="next-free-try-clock" /> }}
        />
      </span>
      <span className="visually-hidden">
        {i18n._("startScreen.freeTryUsed", { moment: formatMoment(nextFreeTryAt) })}
      </span>
    </p>
  );
}

/**
 * /start (DESIGN.md section 4): Continue when the server has a run going, otherwise Start,
 * which spends a try (the day's first run uses the free one). Start is only active when
 * it can work: the game is on and there is a try to spend; otherwise the screen says why
 * and offers a bought try. It keeps SPEC.md's `valid` flag in step with the server.
 */
export function StartScreen() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const runState = useQuery(runStateQuery());
  const game = useGameStatus("player");
  const startRun = useStartRun();
  const starting = startRun.isPending;
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const active = runState.data?.active;
  const refetchRunState = runState.refetch;

  useEffect(() => {
    if (active === true) markRunActive();
    if (active === false) markRunEnded();
  }, [active]);

  function start() {
    setRefusal(null);
    setFailure(null);
    startRun.mutate(undefined, {
      onSuccess: (reply) => {
        if (reply.Status === "OK") {
          markRunActive();
          navigate(paths.play);
          return;
        }
        setRefusal(reply.reason);
        void runState.refetch();
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && error.code === NO_QUESTIONS) {
          setRefusal("no_questions");
          return;
        }
        setFailure(serverMessageOf(error));
      },
    });
  }

  function continueRun() {
    markRunActive();
    navigate(paths.play);
  }

  const state = runState.data;
  // The live switch when it is known, else what the run state said when it was read.
  const paused = game.data ? game.data.Status === "off" : state?.gameOn === false;
  const hasTry = state !== undefined && hasTryToPlay(state);

  return (
    <TitledScreen title={i18n._("startScreen.title")} className="start-screen">
      {runState.isPending && <LoadingScreen />}
      {state &&
        (state.active ? (
          <>
            <p>{i18n._("startScreen.inProgress")}</p>
            <button
              type="button"
              className="button button-primary start-button"
              onClick={continueRun}
            >
              {i18n._("startScreen.continue")}
            </button>
          </>
        ) : (
          <>
            <FreeTryLine
              freeTryToday={state.freeTryToday}
              nextFreeTryAt={state.nextFreeTryAt}
              onNextDay={() => void refetchRunState()}
            />
            <p className="tries-left">{triesLeftText(i18n, state)}</p>
            <p className="run-terms">{runTermsText(i18n, state)}</p>
            {state.unplayableLanguage && <LanguageNotice language={state.unplayableLanguage} />}
            {paused && game.data && (
              <div className="start-paused">
                <p>{i18n._("startScreen.paused")}</p>
                <p>
                  <ResumeCountdown resumeAt={game.data.resumeAt} />
                </p>
              </div>
            )}
            <button
              type="button"
              className="button button-primary start-button"
              onClick={start}
              disabled={starting || paused || !hasTry}
            >
              {i18n._("startScreen.start")}
            </button>
            {!hasTry && <p className="start-why">{i18n._("startScreen.noTryNow")}</p>}
            <BuyTryOffer offer={state.tryOffer} showWayToMoney={!hasTry} />
          </>
        ))}
      {runState.error && !runState.data && (
        <div role="alert">
          <p>{i18n._("startScreen.unread", { reason: serverMessageOf(runState.error) })}</p>
          <button type="button" className="button" onClick={() => void runState.refetch()}>
            {i18n._("play.tryAgain")}
          </button>
        </div>
      )}
      <p className="form-status" role="status">
        {starting ? i18n._("startScreen.starting") : ""}
      </p>
      <div role="alert" className="start-refusal">
        {refusal && <RefusalMessage refusal={refusal} />}
        {failure && <p>{failure}</p>}
      </div>
      {/* After the run's own controls: Start stays the first thing on a phone. */}
      <NextShowCard />
    </TitledScreen>
  );
}
