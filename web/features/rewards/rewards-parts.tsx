import { useId } from "react";
import { ButtonLinks } from "../../components/button-links";
import { paths } from "../../lib/paths";
import { unitFor } from "./rewards-format";

/** "You have 150 coins": the balance a screen spends from. */
export function BalanceLine({ count, unit }: { count: number; unit: "coin" | "star" }) {
  return (
    <p className="rewards-balance">
      You have <strong className="rewards-balance-value">{count}</strong> {unitFor(count, unit)}
    </p>
  );
}

/** Shown instead of a call that would only answer 401. */
export function SignInPrompt({ what }: { what: string }) {
  return (
    <div className="rewards-empty">
      <p>{`Log in to see ${what}.`}</p>
      <ButtonLinks
        className="rewards-links"
        links={[
          [paths.login, "Log in"],
          [paths.signup, "Sign up"],
        ]}
      />
    </div>
  );
}

type ActionButtonProps = {
  label: string;
  /** Added to the accessible name, so a list of "Buy" buttons says what each one buys. */
  context?: string;
  /** Why the action cannot be taken now; the button stays focusable so this is heard. */
  blockedReason?: string | null;
  /** Another action is in flight. */
  busy: boolean;
  primary?: boolean;
  onClick: () => void;
};

/**
 * A button that is switched off with aria-disabled rather than `disabled`: it keeps focus
 * when a refresh switches it off, and keyboard users still reach it and hear the reason.
 */
export function ActionButton({
  label,
  context,
  blockedReason = null,
  busy,
  primary = false,
  onClick,
}: ActionButtonProps) {
  const reasonId = useId();
  const blocked = blockedReason !== null;
  return (
    <div className="rewards-action">
      <button
        type="button"
        className={primary ? "button button-primary" : "button"}
        // Starts with the visible label, so voice control users can say what they see.
        aria-label={context ? `${label}: ${context}` : undefined}
        aria-disabled={blocked || busy}
        aria-describedby={blocked ? reasonId : undefined}
        onClick={() => {
          if (!blocked && !busy) onClick();
        }}
      >
        {label}
      </button>
      {blocked && (
        <p id={reasonId} className="rewards-reason">
          {blockedReason}
        </p>
      )}
    </div>
  );
}
