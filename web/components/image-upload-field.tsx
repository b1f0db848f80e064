import { useLingui } from "@lingui/react";
import { useEffect, useRef, useState } from "react";
import { IMAGE_UPLOAD_TYPES, MAX_IMAGE_BYTES } from "../../contract/images";
import { messageOf } from "../lib/api-errors";
import { uploadImage } from "../lib/api-upload";
import { FieldShell } from "./field-shell";
import "./image-upload-field.css";

type ImageUploadFieldProps = {
  id: string;
  name: string;
  label: string;
  /** The form's message for this field (a refusal of the whole form's save). */
  error?: string;
  /** Where the chosen image is served (one of our own paths), or "" for none. */
  value: string;
  onChange: (url: string) => void;
  /** Whose session uploads: the main admin's or the user-admin's. */
  uploadAs: "admin" | "userAdmin";
  /** Told when an upload starts and ends: a save waits for the image. */
  onUploadingChange?: (uploading: boolean) => void;
};

/**
 * An image chosen from the device and uploaded to our own origin at once (images
 * are uploaded, not linked): its progress while it goes, a preview once it is
 * stored, Remove, and what went wrong in the page. The file is judged by the server; only
 * its size is checked here first, so a phone on a slow link does not send 5 MB to hear no.
 */
export function ImageUploadField({
  id,
  name,
  label,
  error,
  value,
  onChange,
  uploadAs,
  onUploadingChange,
}: ImageUploadFieldProps) {
  const { i18n } = useLingui();
  /** The share sent, from 0 to 1, while an upload is on its way; null otherwise. */
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  async function send(file: File) {
    setProblem(null);
    if (file.size > MAX_IMAGE_BYTES) {
      setProblem(i18n._("admin.image.tooLarge"));
      return;
    }
    const upload = new AbortController();
    inFlight.current = upload;
    setProgress(0);
    onUploadingChange?.(true);
    try {
      const { url } = await uploadImage(file, uploadAs, setProgress, upload.signal);
      onChange(url);
    } catch (failure) {
      // The server's word on the file (not an image, too large, too many), or that it was not reached.
      if (!upload.signal.aborted) setProblem(messageOf(failure));
    } finally {
      if (!upload.signal.aborted) {
        inFlight.current = null;
        setProgress(null);
        onUploadingChange?.(false);
      }
    }
  }

  const uploading = progress !== null;
  return (
    <FieldShell
      id={id}
      name={name}
      label={label}
      hint={i18n._("admin.image.hint")}
      error={problem ?? error}
    >
      {(aria) => (
        <div className="image-upload">
          {value && (
            <div className="image-upload-preview">
              <img src={value} alt={i18n._("admin.image.preview")} width={480} height={270} />
            </div>
          )}
          <input
            {...aria}
            ref={inputRef}
            type="file"
            accept={IMAGE_UPLOAD_TYPES}
            disabled={uploading}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared at once, so choosing the same file again uploads it again.
              event.target.value = "";
              if (file) void send(file);
            }}
          />
          <p role="status" className="image-upload-status">
            {uploading && (
              <>
                <progress max={1} value={progress} aria-label={i18n._("admin.image.progress")} />{" "}
                {i18n._("admin.image.uploading", { percent: Math.round(progress * 100) })}
              </>
            )}
          </p>
          {value && !uploading && (
            <button
              type="button"
              className="button"
              onClick={() => {
                onChange("");
                setProblem(null);
                inputRef.current?.focus();
              }}
            >
              {i18n._("admin.image.remove")}
            </button>
          )}
        </div>
      )}
    </FieldShell>
  );
}
