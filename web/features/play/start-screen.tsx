import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { apiPaths } from "../../../contract/api-paths";
import type { RunStateResponse, StartRunResponse } from "../../../contract/play";
import { LoadingScreen } from "../../components/loading-screen";
import { PageTitle } from "../../components/page-title";
import { apiRequest } from "../../lib/api-client";
import { serverMessageOf } from "../../lib/api-errors";
import { apiQuery } from "../../lib/api-query";
import { paths } from "../../lib/paths";
import { markRunActive, markRunEnded } from "./run-flag";
import "./play.css";

type Refusal = Extract<StartRunResponse, { Status: "BAD" }>;

function RefusalMessage({ refusal }: { refusal: Refusal }) {
  switch (refusal.reason) {
    case "no_tries":
      return (
        <p>
          You have no tries left. <Link to={paths.account}>Get more tries in your Bank</Link>
        </p>
      );
    case "game_off":
      return <p>The game is paused right now. Start again when it resumes.</p>;
    case "no_questions":
      return <p>{refusal.message}</p>;
  }
}

/**
 * /start (DESIGN.md section 4): Continue when the server has a run going, otherwise Start,
 * which spends a try (the day's first run uses the free one). It keeps SPEC.md's `valid`
 * flag in step with the server's answer.
 */
export function StartScreen() {
  const navigate = useNavigate();
  const runState = useQuery(apiQuery<RunStateResponse>(apiPaths.runState, "player"));
  const [starting, setStarting] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const active = runState.data?.active;

  useEffect(() => {
    if (active === true) markRunActive();
    if (active === false) markRunEnded();
  }, [active]);

  async function start() {
    setStarting(true);
    setRefusal(null);
    setFailure(null);
    try {
      const reply = await apiRequest<StartRunResponse>(apiPaths.runStart, {
        audience: "player",
        method: "POST",
      });
      if (reply.Status === "OK") {
        markRunActive();
        navigate(paths.play);
        return;
      }
      setRefusal(reply);
      void runState.refetch();
    } catch (error) {
      console.error("Could not start a game", error);
      setFailure(serverMessageOf(error));
    } finally {
      setStarting(false);
    }
  }

  function continueRun() {
    markRunActive();
    navigate(paths.play);
  }

  return (
    <section className="screen start-screen">
      <PageTitle title="Start" />
      <h1>Start</h1>
      {runState.isPending && <LoadingScreen />}
      {runState.data &&
        (runState.data.active ? (
          <>
            <p>You have a game in progress.</p>
            <button
              type="button"
              className="button button-primary start-button"
              onClick={continueRun}
            >
              Continue
            </button>
          </>
        ) : (
          <>
            <p className="daily-reward">Daily Reward: 1 Free Try Today</p>
            <p className="tries-left">{`Tries left: ${runState.data.tries} (besides today's free try)`}</p>
            <button
              type="button"
              className="button button-primary start-button"
              onClick={start}
              disabled={starting}
            >
              Start
            </button>
          </>
        ))}
      {runState.error && !runState.data && (
        <div role="alert">
          <p>{`Could not read your game. ${runState.error.message}`}</p>
          <button type="button" className="button" onClick={() => void runState.refetch()}>
            Try again
          </button>
        </div>
      )}
      <p className="form-status" role="status">
        {starting ? "Starting..." : ""}
      </p>
      <div role="alert" className="start-refusal">
        {refusal && <RefusalMessage refusal={refusal} />}
        {failure && <p>{failure}</p>}
      </div>
    </section>
  );
}
