import { useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { AnswerOptions } from "../../components/answer-options";
import { DetailList, type DetailRow } from "../../components/detail-list";
import { QuestionImage } from "../../components/question-image";
import { TitledScreen } from "../../components/titled-screen";
import { playableLanguagesQuery } from "../../lib/api/settings";
import { paths } from "../../lib/paths";
import { RunReceipt, useAttemptReceipt } from "./run-receipt";
import type { RunResult } from "./run-result";

// Loaded on demand: its issue list comes from contract/tickets.ts, which brings zod along.
const ReportDialog = lazy(() =>
  import("./report-dialog").then((m) => ({ default: m.ReportDialog })),
);

/**
 * SPEC.md's `cat` carries the question's language id; a player reads its name,
 * never "Category: en". Until the names are read, or for a language no longer
 * offered, the line is left out rather than showing a code.
 */
function useCategoryName(languageId: string): string | undefined {
  const languages = useQuery({
    ...playableLanguagesQuery(),
    enabled: languageId !== "",
  });
  return languages.data?.data.find((language) => language.id === languageId)?.name;
}

/** /play with SPEC.md's result query: how the run's last question went, and what next. */
export function RunResultView({ result }: { result: RunResult }) {
  const { i18n } = useLingui();
  const [reporting, setReporting] = useState(false);
  const receipt = useAttemptReceipt(result.attemptId);
  const category = useCategoryName(result.category);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const title = i18n._(result.answered ? "runResult.wrong" : "runResult.timeUp");
  const details: DetailRow[] = [
    [
      i18n._("answer.yourAnswer"),
      result.chosen ? result.chosen.toUpperCase() : i18n._("runResult.noAnswer"),
    ],
    [i18n._("runResult.timeUsed"), i18n._("play.seconds", { count: result.secondsUsed })],
  ];
  if (result.difficulty) details.push([i18n._("runResult.difficulty"), result.difficulty]);
  if (category) details.push([i18n._("runResult.category"), category]);

  // Says at once why the question went away, which is also the "time up" announcement.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <TitledScreen title={title} className="run-result" headingRef={headingRef}>
      <p className="question-text">{result.question}</p>
      {result.image && <QuestionImage src={result.image} />}
      <AnswerOptions
        options={result.options}
        correct={result.correct}
        chosen={result.chosen}
        chosenLabel={i18n._("answer.yourAnswer")}
      />
      <DetailList rows={details} />
      <RunReceipt read={receipt} result={result} />
      <div className="result-actions">
        <Link to={paths.start} className="button button-primary">
          {i18n._("play.playAgain")}
        </Link>
        <button type="button" className="button" onClick={() => setReporting(true)}>
          {i18n._("playRound.report")}
        </button>
      </div>
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog
            questions={[
              {
                attemptId: result.attemptId,
                label: i18n._("reportDialog.thisQuestion"),
                receipt: receipt.data?.receipt,
              },
            ]}
            onClose={() => setReporting(false)}
          />
        </Suspense>
      )}
    </TitledScreen>
  );
}
