import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { LoadingScreen } from "../../components/loading-screen";
import { paths } from "../../lib/paths";
import type { ApiResource } from "../../lib/use-api-resource";
import { unitFor } from "./rewards-format";

/** "You have 150 coins": the balance a screen spends from. */
export function BalanceLine({ count, unit }: { count: number; unit: "coin" | "star" }) {
  return (
    <p className="rewards-balance">
      You have <strong className="rewards-balance-value">{count}</strong> {unitFor(count, unit)}
    </p>
  );
}

function LoadFailure({
  error,
  what,
  onRetry,
}: {
  error: Error;
  what: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="rewards-alert">
      <p>{`Could not load ${what}. ${error.message}`}</p>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/**
 * A read's three states: the loading screen until the first answer, the server's message
 * with a retry if it failed, and the content once there is data (with the message above
 * it if a later refresh failed).
 */
export function ReadView<T>({
  read,
  what,
  children,
}: {
  read: ApiResource<T>;
  /** Completes "Could not load …", e.g. "your coupons". */
  what: string;
  children: (data: T) => ReactNode;
}) {
  const retry = () => read.refresh();
  if (read.data === null) {
    if (read.error && !read.loading) {
      return <LoadFailure error={read.error} what={what} onRetry={retry} />;
    }
    return <LoadingScreen />;
  }
  return (
    <>
      {read.error && <LoadFailure error={read.error} what={what} onRetry={retry} />}
      {children(read.data)}
    </>
  );
}

/** Shown instead of a call that would only answer 401. */
export function SignInPrompt({ what }: { what: string }) {
  return (
    <div className="rewards-empty">
      <p>{`Log in to see ${what}.`}</p>
      <p className="rewards-links">
        <Link className="button button-primary" to={paths.login}>
          Log in
        </Link>
        <Link className="button" to={paths.signup}>
          Sign up
        </Link>
      </p>
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
