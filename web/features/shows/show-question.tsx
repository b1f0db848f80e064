import { Trans, useLingui } from "@lingui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import type { Choice } from "../../../contract/play";
import { claimedShowAnswer } from "../../../contract/receipts";
import type { ShowQuestionView } from "../../../contract/shows";
import { AnswerButtons } from "../../components/answer-buttons";
import { AnswerOptions } from "../../components/answer-options";
import { QuestionClock, useCountdownAnnouncement } from "../../components/question-clock";
import { ApiRequestError } from "../../lib/api-client";
import { verifyLink } from "../../lib/receipts";
import { useSecondsLeft } from "../../lib/use-seconds-left";
import { type ShowState, showStateKey, useShowAnswer } from "./api";
import type { KeptAnswer } from "./kept-answers";
import { OutNote } from "./show-outcomes";
import { answerRefusalText } from "./show-words";

/**
 * A show's open question (decision 032): the same window for everyone on the server's
 * clock, the options while the player is in, and once answered the answer locked in with
 * when the server took it, as its receipt says.
 */
export function OpenQuestion({
  state,
  question,
  kept,
  onAnswered,
}: {
  state: ShowState;
  question: ShowQuestionView;
  kept: KeptAnswer | undefined;
  onAnswered: (index: number, answer: KeptAnswer) => void;
}) {
  const { i18n } = useLingui();
  const { id = "" } = useParams();
  const queryClient = useQueryClient();
  const answer = useShowAnswer(id);
  const { index, you } = state;
  // The window closes on the server's clock: the device's, moved by the measured offset.
  const deadline = question.closesAt - state.clockOffset;
  const [closed, setClosed] = useState(() => deadline <= Date.now());
  const secondsLeft = useSecondsLeft(deadline, deadline - Date.now(), () => setClosed(true));
  const clockAnnouncement = useCountdownAnnouncement(secondsLeft, !closed);
  const options = {
    a: question.options[0],
    b: question.options[1],
    c: question.options[2],
    d: question.options[3],
  };
  const answered = you.answered || kept !== undefined;
  const canAnswer = you.joined && you.alive && !answered && !closed;
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The reveal or lobby before it is gone, and focus with it: start the reader (and the
  // keyboard, one Tab from option A) at the new question.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  function markAnswered(alive = you.alive) {
    queryClient.setQueryData<ShowState>(showStateKey(id), (current) =>
      current ? { ...current, you: { ...current.you, answered: true, alive } } : current,
    );
  }

  function choose(choice: Choice) {
    if (answer.isPending || !canAnswer) return;
    answer.mutate(
      { index, choice },
      {
        onSuccess: ({ receipt }) => {
          onAnswered(index, { choice, receipt });
          markAnswered();
        },
        onError: (error) => {
          if (!(error instanceof ApiRequestError)) return;
          if (error.code === "already_answered") markAnswered();
          if (error.code === "eliminated") markAnswered(false);
        },
      },
    );
  }

  return (
    <div className="show-panel show-question">
      <div className="show-question-head">
        <p className="show-place">
          {i18n._("showScreen.place", { number: index + 1, total: state.of })}
        </p>
        <QuestionClock secondsLeft={secondsLeft} />
      </div>
      <p className="visually-hidden" aria-live="polite">
        {clockAnnouncement}
      </p>
      <h2 ref={headingRef} tabIndex={-1} className="show-question-text">
        {question.text}
      </h2>
      {you.joined && you.alive ? (
        <AnswerButtons
          label={i18n._("answer.options")}
          options={options}
          disabled={!canAnswer || answer.isPending}
          chosen={kept?.choice ?? (answer.isPending ? answer.variables?.choice : undefined)}
          onChoose={choose}
        />
      ) : (
        <AnswerOptions options={options} chosenLabel={i18n._("answer.yourAnswer")} />
      )}
      {answered && (
        <div className="show-locked">
          <p>
            <Trans id="showScreen.locked" components={{ 0: <strong /> }} />
          </p>
          {kept && <ReceiptLine receipt={kept.receipt} />}
        </div>
      )}
      {!answered && closed && you.alive && <p>{i18n._("showScreen.timeUp")}</p>}
      {you.joined && !you.alive && <OutNote />}
      {!you.joined && <p>{i18n._("showScreen.watching")}</p>}
      <p role="alert" className="show-refusal">
        {answer.error ? answerRefusalText(i18n, answer.error) : ""}
      </p>
    </div>
  );
}

/** When the server took the answer, as its signed receipt says, and the way to check it. */
function ReceiptLine({ receipt }: { receipt: string }) {
  const { i18n } = useLingui();
  const taken = claimedShowAnswer(receipt);
  const margin = taken ? (taken.closesAt - taken.answeredAt) / 1000 : null;
  return (
    <p>
      {margin !== null &&
        margin >= 0 &&
        `${i18n._("showScreen.taken", { seconds: margin.toFixed(1) })} `}
      <Link to={verifyLink({ receipt })}>{i18n._("showScreen.checkReceipt")}</Link>
    </p>
  );
}
