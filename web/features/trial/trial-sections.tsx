import { useLingui } from "@lingui/react";
import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router";
import { AnswerOptions } from "../../components/answer-options";
import { TitledScreen } from "../../components/titled-screen";
import { paths } from "../../lib/paths";
import { useStoredValue } from "../../lib/use-stored-value";
import type { Closed } from "./trial-state";

// The frames of /try's rounds (trial-screen.tsx): a state's section, what a closed
// question left, the next step after the trial, and a round that failed.

/** A round that could not be had, with what went wrong and a fresh start. */
export function FailedRound({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { i18n } = useLingui();
  return (
    <TrialSection title={i18n._("trial.failed.title")}>
      <div role="alert" className="trial-notice">
        <p>{message}</p>
        <p>{i18n._("trial.failed.refreshHint")}</p>
      </div>
      <button type="button" className="button button-primary" onClick={onRetry}>
        {i18n._("trial.failed.refresh")}
      </button>
    </TrialSection>
  );
}

/** A state's screen; its heading takes focus, so a reader starts at what just changed. */
export function TrialSection({ title, children }: { title: string; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <TitledScreen title={title} width="narrow" className="trial-screen" headingRef={headingRef}>
      {children}
    </TitledScreen>
  );
}

export function ClosedQuestion({ closed }: { closed: Closed }) {
  const { i18n } = useLingui();
  const { question, chosen } = closed;
  if (!question) return null;
  return (
    <>
      <p className="trial-question-text">{question.text}</p>
      <AnswerOptions
        options={question.options}
        chosen={chosen}
        chosenLabel={i18n._("trial.yourAnswer")}
      />
    </>
  );
}

/** The next step after the trial: sign up and play, or play at once when signed in. */
export function AfterTrialLinks() {
  const { i18n } = useLingui();
  const signedIn = useStoredValue("ssid") !== null;
  return (
    <>
      <p>{i18n._(signedIn ? "trial.next.playFull" : "trial.next.signUpDaily")}</p>
      <p className="trial-links">
        {signedIn ? (
          <Link className="button button-primary" to={paths.start}>
            {i18n._("trial.next.play")}
          </Link>
        ) : (
          <Link className="button button-primary" to={paths.signup}>
            {i18n._("trial.next.signUp")}
          </Link>
        )}
        <Link className="button" to={paths.home}>
          {i18n._("trial.next.home")}
        </Link>
      </p>
    </>
  );
}
