import type { ReactNode } from "react";
import { Link } from "react-router";
import { LoadingScreen } from "../../components/loading-screen";
import { readPendingTrialClaim } from "../../lib/device-id";
import { paths } from "../../lib/paths";
import type { ApiResource } from "../../lib/use-api-resource";

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
    <div role="alert" className="account-alert">
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
  /** Completes "Could not load …", e.g. "your Bank". */
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

/** Shown while a trial win waits for payout details (the scratch card's Claim Now). */
export function TrialClaimReminder() {
  if (readPendingTrialClaim() === null) return null;
  return (
    <div className="account-notice">
      <p>You have a trial reward to claim.</p>
      <Link to={paths.accountUpi}>Add your payment details to claim it</Link>
    </div>
  );
}
