import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";

/** WhatsApp's share link with the message (its text, then its address) filled in. */
export function WhatsAppLink({ message }: { message: string }) {
  const { i18n } = useLingui();
  return (
    <a
      className="button"
      href={`https://wa.me/?text=${encodeURIComponent(message)}`}
      target="_blank"
      rel="noopener noreferrer"
    >
      {i18n._("share.whatsApp")}
    </a>
  );
}

/**
 * The phone's own share sheet where the browser has one, and WhatsApp everywhere (most of
 * our players share there first); `children` follow them in the same row.
 */
export function ShareButtons({
  title,
  text,
  url,
  className,
  children,
}: {
  title: string;
  text: string;
  url: string;
  className: string;
  children?: ReactNode;
}) {
  const { i18n } = useLingui();
  const canShare = typeof navigator.share === "function";

  function share() {
    navigator.share({ title, text, url }).catch((error: unknown) => {
      // Closing the share sheet rejects with AbortError: nothing went wrong.
      if (!(error instanceof DOMException && error.name === "AbortError")) console.error(error);
    });
  }

  return (
    <p className={className}>
      {canShare && (
        <button type="button" className="button" onClick={share}>
          {i18n._("share.native")}
        </button>
      )}
      <WhatsAppLink message={`${text} ${url}`} />
      {children}
    </p>
  );
}
