import { type ReactNode, useId } from "react";
import { LoadingScreen } from "../../components/loading-screen";
import { ModalDialog } from "../../components/modal-dialog";
import { ApiRequestError } from "../../lib/api-client";
import type { ApiResource } from "../../lib/use-api-resource";
import "./admin-parts.css";

/**
 * Pieces both admin areas (main admin and user-admin) share: a read's three states, a
 * confirmation, and how a failed call's fields and message are read.
 */

/** A failed read: the server's message and a retry. */
export function LoadFailure({
  error,
  what,
  onRetry,
}: {
  error: Error;
  what: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="admin-alert">
      <p>{`Could not load ${what}. ${error.message}`}</p>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/**
 * The loading screen until the first answer, the server's message with a retry when it
 * failed, and the content once there is data (with the message above it when a later
 * read failed).
 */
export function ReadView<T>({
  read,
  what,
  children,
}: {
  read: ApiResource<T>;
  /** Completes "Could not load …", e.g. "the languages". */
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

/** Label and value pairs, e.g. a question's seconds and difficulty. */
export function DetailList({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="detail-list">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A button switched off with aria-disabled while its call is in flight, so it keeps focus
 * and a second press sends nothing. `name` gives it a fuller accessible name (starting
 * with the visible label) where a list has many of the same label.
 */
export function BusyButton({
  label,
  name,
  busy,
  primary = false,
  onClick,
}: {
  label: string;
  name?: string;
  busy: boolean;
  primary?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={primary ? "button button-primary" : "button"}
      aria-label={name}
      aria-disabled={busy}
      onClick={() => {
        if (!busy) onClick();
      }}
    >
      {label}
    </button>
  );
}

/** An empty list's sentence, in a dashed box. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="admin-empty">{children}</p>;
}

type ConfirmDialogProps = {
  title: string;
  /** What happens, in a sentence under the title. */
  details?: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** "Are you sure?" for what cannot be undone. Cancel comes first, so Enter on open is safe. */
export function ConfirmDialog({
  title,
  details,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <ModalDialog role="alertdialog" labelledBy={titleId} onDismiss={onCancel}>
      <h2 id={titleId}>{title}</h2>
      {details && <p className="popup-text">{details}</p>}
      <div className="modal-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button
          type="button"
          className="button button-primary"
          aria-disabled={busy}
          onClick={() => {
            if (!busy) onConfirm();
          }}
        >
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}

export type FieldErrors = Partial<Record<string, string>>;

/** The server's per-field messages of a 400, keyed by field name (the first one per field). */
export function fieldErrorsOf(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!(error instanceof ApiRequestError)) return errors;
  for (const field of error.fields ?? []) errors[field.path] ??= field.message;
  return errors;
}

/** The server's own message, or `fallback` when the server was not reached or sent none. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.status !== 0 ? error.message : fallback;
}

/** A dead session: the API client is already signing the user out, so say nothing more. */
export function isDeadSession(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.logout === "OUT" || error.legacyStatus === 505);
}
