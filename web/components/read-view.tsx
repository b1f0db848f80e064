import { useLingui } from "@lingui/react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { serverMessageOf } from "../lib/api-errors";
import { LoadingScreen } from "./loading-screen";

/** A failed read: the server's message (in the language in use) and a retry. */
export function LoadFailure({
  error,
  what,
  onRetry,
}: {
  error: Error;
  /** Completes "Could not load …", e.g. "your Bank". */
  what: string;
  onRetry: () => void;
}) {
  const { i18n } = useLingui();
  const reason = serverMessageOf(error);
  return (
    <div role="alert" className="alert-box">
      <p>{i18n._("readView.failed", { what, reason })}</p>
      <button type="button" className="button" onClick={onRetry}>
        {i18n._("readView.retry")}
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
  /** A query's result, or what of one a screen says is this view's (its data and failure). */
  read: Pick<UseQueryResult<T>, "data" | "error" | "refetch">;
  /** Completes "Could not load …", e.g. "your coupons". */
  what: string;
  children: (data: T) => ReactNode;
}) {
  const retry = () => void read.refetch();
  if (read.data === undefined) {
    if (read.error) return <LoadFailure error={read.error} what={what} onRetry={retry} />;
    return <LoadingScreen />;
  }
  return (
    <>
      {read.error && <LoadFailure error={read.error} what={what} onRetry={retry} />}
      {children(read.data)}
    </>
  );
}
