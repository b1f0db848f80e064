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
  return (
    <div className="run-progress">
      <progress
        className="run-progress-bar"
        value={answered}
        max={total}
        aria-label={`${answered} of ${total} questions answered`}
      />
      <p className="run-progress-figures">
        <span>{`${coins} ${coins === 1 ? "coin" : "coins"}`}</span>
        <span>{`Streak: ${streak}`}</span>
      </p>
    </div>
  );
}
