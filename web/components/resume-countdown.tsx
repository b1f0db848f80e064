import { formatMoment } from "../lib/day-format";
import { formatTimeLeft } from "../lib/resume-time";
import { useNow } from "../lib/use-now";
import "./resume-countdown.css";

/**
 * The live countdown to a paused game's resume time (`null`: "Few Minutes", resumed by
 * hand). The ticking clock is hidden from screen readers; they get a sentence that only
 * changes when the time passes, so a live region around this speaks once, not every second.
 */
export function ResumeCountdown({ resumeAt }: { resumeAt: number | null }) {
  const now = useNow(resumeAt !== null);
  if (resumeAt === null) {
    return <span className="resume-countdown">The game will resume in a few minutes</span>;
  }
  const left = resumeAt - now;
  if (left <= 0) return <span className="resume-countdown">Resuming soon</span>;
  return (
    <span className="resume-countdown">
      <span aria-hidden="true">
        Resumes in <span className="resume-countdown-clock">{formatTimeLeft(left)}</span>
      </span>
      <span className="visually-hidden">{`The game resumes at ${formatMoment(resumeAt)}.`}</span>
    </span>
  );
}
