import { useLingui } from "@lingui/react";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { LoadingScreen } from "../../components/loading-screen";
import { LoadFailure } from "../../components/read-view";
import { logOutPlayer } from "../../lib/player-logout";

/**
 * Two reads shown together: the loading screen until both have answered, the first
 * failure with a retry of both, then the content.
 */
export function ReadBoth<A, B>({
  first,
  second,
  what,
  children,
}: {
  first: UseQueryResult<A>;
  second: UseQueryResult<B>;
  what: string;
  children: (a: A, b: B) => ReactNode;
}) {
  if (first.data !== undefined && second.data !== undefined) {
    return children(first.data, second.data);
  }
  const failed = [first, second].find((read) => read.error && read.data === undefined);
  if (failed?.error) {
    return (
      <LoadFailure
        error={failed.error}
        what={what}
        onRetry={() => {
          if (first.data === undefined) void first.refetch();
          if (second.data === undefined) void second.refetch();
        }}
      />
    );
  }
  return <LoadingScreen />;
}

/** The menu's Logout as a button: SPEC.md section 4's sequence, which ends in a reload. */
export function LogOutButton() {
  const { i18n } = useLingui();
  const [loggingOut, setLoggingOut] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={loggingOut}
        onClick={() => {
          setLoggingOut(true);
          void logOutPlayer();
        }}
      >
        {i18n._("settings.logOut")}
      </button>
      <span role="status" className="settings-inline-status">
        {loggingOut ? i18n._("settings.loggingOut") : ""}
      </span>
    </>
  );
}
