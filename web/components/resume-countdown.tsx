import { Trans, useLingui } from "@lingui/react";
import { formatTimeLeft, pauseEndText } from "../lib/resume-time";
import { useNow } from "../lib/use-now";
import "./resume-countdown.css";

/**
 * What a paused game says about its end (`null`: "Few Minutes", resumed only by an admin):
 * "Back at 3:40 pm" with the live countdown, or that only an admin starts it again. The
 * ticking clock is hidden from screen readers; the end time is steady, so a live region
 * around this speaks once, not every second.
 */
export function ResumeCountdown({ resumeAt }: { resumeAt: number | null }) {
  const { i18n } = useLingui();
  const now = useNow(resumeAt !== null);
  if (resumeAt === null) {
    return <span className="resume-countdown">{pauseEndText({ resumeAt }, now)}</span>;
  }
  const left = resumeAt - now;
  if (left <= 0) return <span className="resume-countdown">{i18n._("resumeCountdown.soon")}</span>;
  return (
    <span className="resume-countdown">
      <span>{pauseEndText({ resumeAt }, now)}</span>
      <span aria-hidden="true">
        <Trans
          id="resumeCountdown.in"
          values={{ time: formatTimeLeft(left) }}
          components={{ 0: <span className="resume-countdown-clock" /> }}
        />
      </span>
    </span>
  );
}
