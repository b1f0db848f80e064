import { useLingui } from "@lingui/react";
import { useEffect, useId, useState } from "react";
import { questionHashOf, type ReceiptQuestion } from "../../../contract/receipts";
import { choices } from "../../components/answer-options";

type Match = "empty" | "checking" | "matches" | "differs";

const matchMessages: Record<Match, string> = {
  empty: "verify.question.empty",
  checking: "verify.question.checking",
  matches: "verify.question.matches",
  differs: "verify.question.differs",
};

/**
 * The receipt names its question only by a hash of its text, its four options and its
 * right option. With the question at hand (the result page passes it along), this
 * recomputes that hash in the browser and says whether it is the same question.
 */
export function QuestionHashCheck({
  expectedHash,
  initial,
}: {
  expectedHash: string;
  initial: ReceiptQuestion;
}) {
  const { i18n } = useLingui();
  const idPrefix = useId();
  const [question, setQuestion] = useState(initial);
  const [match, setMatch] = useState<Match>("empty");
  const empty = !question.text || question.options.some((option) => !option);

  useEffect(() => {
    if (empty) {
      setMatch("empty");
      return;
    }
    let current = true;
    setMatch("checking");
    void questionHashOf(question).then((hash) => {
      if (current) setMatch(hash === expectedHash ? "matches" : "differs");
    });
    return () => {
      current = false;
    };
  }, [question, expectedHash, empty]);

  const setOption = (index: number, value: string) => {
    const options = [...question.options] as [string, string, string, string];
    options[index] = value;
    setQuestion({ ...question, options });
  };

  return (
    <section className="verify-question" aria-labelledby={`${idPrefix}-title`}>
      <h2 id={`${idPrefix}-title`}>{i18n._("verify.question.heading")}</h2>
      <p>{i18n._("verify.question.explain")}</p>
      <div className="form">
        <div className="field">
          <label htmlFor={`${idPrefix}-text`}>{i18n._("verify.question.text")}</label>
          <textarea
            id={`${idPrefix}-text`}
            rows={2}
            value={question.text}
            onChange={(event) => setQuestion({ ...question, text: event.target.value })}
          />
        </div>
        {choices.map((letter, index) => (
          <div className="field" key={letter}>
            <label htmlFor={`${idPrefix}-${letter}`}>
              {i18n._("verify.question.option", { letter: letter.toUpperCase() })}
            </label>
            <input
              id={`${idPrefix}-${letter}`}
              value={question.options[index]}
              onChange={(event) => setOption(index, event.target.value)}
            />
          </div>
        ))}
        <div className="field">
          <label htmlFor={`${idPrefix}-correct`}>{i18n._("verify.question.correct")}</label>
          <select
            id={`${idPrefix}-correct`}
            value={question.correct}
            onChange={(event) =>
              setQuestion({
                ...question,
                correct: event.target.value as ReceiptQuestion["correct"],
              })
            }
          >
            {choices.map((letter) => (
              <option key={letter} value={letter}>
                {letter.toUpperCase()}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="verify-question-match" data-match={match} role="status">
        {i18n._(matchMessages[match])}
      </p>
    </section>
  );
}
