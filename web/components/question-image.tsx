import { type ReactNode, useState } from "react";
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
  const [failed, setFailed] = useState(false);
  return (
    <div className="question-image">
      {failed ? (
        <p className="question-image-failed">The image could not be loaded.</p>
      ) : (
        <img
          src={src}
          alt="The question's illustration"
          width={480}
          height={270}
          decoding="async"
          onLoad={() => onSettled?.(false)}
          onError={() => {
            setFailed(true);
            onSettled?.(true);
          }}
        />
      )}
      {children}
    </div>
  );
}
