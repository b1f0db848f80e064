import { useLingui } from "@lingui/react";

/**
 * Where the run stands: a bar of the questions answered out of the run's
 * length, the coins earned so far and the streak of right answers.
 */
export function RunProgress({
  answered,
  total,
  coins,
  streak,
}: {
  answered: number;
  total: number;
  coins: number;
  streak: number;
}) {
  const { i18n } = useLingui();
  return (
    <div className="run-progress">
      <progress
        className="run-progress-bar"
        value={answered}
        max={total}
        aria-label={i18n._("runProgress.answered", { answered, total })}
      />
      <p className="run-progress-figures">
        <span>{i18n._("play.coins", { count: coins })}</span>
        <span>{i18n._("runProgress.streak", { streak })}</span>
      </p>
    </div>
  );
}
