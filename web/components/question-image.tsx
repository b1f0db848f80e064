import { useLingui } from "@lingui/react";
import { type ReactNode, useRef, useState } from "react";
import "./question-image.css";

type QuestionImageProps = {
  src: string;
  /** Called once the image has loaded or failed (`failed`); the play clock waits for it. */
  onSettled?: (failed: boolean) => void;
  /** Shown over the box while the image loads (the held clock's note). */
  children?: ReactNode;
};

/**
 * A question's image in a box reserved before it loads (question images are 16:9), so
 * the options below never jump; a note about the loading image sits inside the box for
 * the same reason. A failed load says so instead of showing a broken icon.
 */
export function QuestionImage({ src, onSettled, children }: QuestionImageProps) {
  const { i18n } = useLingui();
  const [failed, setFailed] = useState(false);
  // The source each event was for: a settled image is reported once.
  const settledSource = useRef<string | null>(null);
  const settle = (failedToLoad: boolean) => {
    if (settledSource.current === src) return;
    settledSource.current = src;
    if (failedToLoad) setFailed(true);
    onSettled?.(failedToLoad);
  };
  // An image painted before React hydrated it (/try's entry paints the question) may have
  // loaded or failed already, and React replays neither event: ask the image itself.
  // The ref runs on every render (the round's clock renders each second): ask only once.
  const settleIfDone = (image: HTMLImageElement | null) => {
    if (settledSource.current === src) return;
    if (!image?.complete || typeof image.decode !== "function") return;
    image.decode().then(
      () => settle(false),
      () => settle(true),
    );
  };
  return (
    <div className="question-image">
      {failed ? (
        <p className="question-image-failed">{i18n._("questionImage.failed")}</p>
      ) : (
        <img
          src={src}
          alt={i18n._("questionImage.alt")}
          width={480}
          height={270}
          decoding="async"
          ref={settleIfDone}
          onLoad={() => settle(false)}
          onError={() => settle(true)}
        />
      )}
      {children}
    </div>
  );
}
