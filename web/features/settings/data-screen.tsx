import { useRef, useState } from "react";
import { Link } from "react-router";
import { apiPaths } from "../../../contract/api-paths";
import { PageTitle } from "../../components/page-title";
import { apiRequest } from "../../lib/api-client";
import { paths } from "../../lib/paths";
import { saveJsonFile } from "../../lib/save-json-file";
import "./settings.css";

const TITLE = "Your Data";
/** The name the server's Content-Disposition gives the same file. */
export const EXPORT_FILE_NAME = "quizzy-edge-my-data.json";

type Download =
  | { state: "idle" }
  | { state: "working" }
  | { state: "done" }
  | { state: "failed"; message: string };

/** /data: what the app keeps about the player, and all of it as one download. */
export function DataScreen() {
  const [download, setDownload] = useState<Download>({ state: "idle" });
  const busy = useRef(false);

  async function downloadData() {
    if (busy.current) return;
    busy.current = true;
    setDownload({ state: "working" });
    try {
      const data = await apiRequest<unknown>(apiPaths.dataExport, { audience: "player" });
      saveJsonFile(data, EXPORT_FILE_NAME);
      setDownload({ state: "done" });
    } catch (error) {
      console.error("The data download failed", error);
      setDownload({
        state: "failed",
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      busy.current = false;
    }
  }

  return (
    <section className="screen settings-screen">
      <PageTitle title={TITLE} />
      <h1>{TITLE}</h1>
      <p>
        This is everything Quizzy Edge keeps about you, in plain words. The download holds all of it
        as one file.
      </p>
      <h2>What we keep</h2>
      <ul className="settings-list">
        <li>
          <strong>Your profile:</strong> the name, email address and picture from your Google
          account, the display name, question language and preferences you chose, your referral code
          and when you joined.
        </li>
        <li>
          <strong>Your sign-ins:</strong> when each session started and ends. The sign-in keys
          themselves are stored only in a scrambled form and are not in the download.
        </li>
        <li>
          <strong>Your games:</strong> each game you played, every answer with the time it took, and
          the reports (tickets) you made about questions.
        </li>
        <li>
          <strong>Your balances:</strong> every coin, star, try and rupee added to or taken from
          your Bank, with its reason. Your balances are the sum of these entries.
        </li>
        <li>
          <strong>Your rewards:</strong> coupons, cart items and prize claims, trial rewards and
          payout requests.
        </li>
        <li>
          <strong>Your money:</strong> your deposits as the payment gateway reported them, and the
          UPI id or bank account you gave for payouts. We never see your UPI PIN or card details.
        </li>
        <li>
          <strong>Your review and like,</strong> and who referred you, if anyone.
        </li>
      </ul>
      <p>
        On this device, the app also keeps your sign-in and a random device id in the browser&apos;s
        storage. Logging out clears them.
      </p>
      <div className="settings-download">
        <button
          type="button"
          className="button button-primary"
          aria-disabled={download.state === "working"}
          onClick={() => void downloadData()}
        >
          Download my data
        </button>
        <p role="status" className="form-status">
          {download.state === "working" && "Preparing your download…"}
          {download.state === "done" &&
            `Downloaded ${EXPORT_FILE_NAME}. It is a JSON file: any text editor opens it.`}
        </p>
        {download.state === "failed" && (
          <p role="alert" className="alert-box">
            {`Could not download your data. ${download.message}`}
          </p>
        )}
      </div>
      <p>
        To change your name or language, go to <Link to={paths.settings}>Settings</Link>. To have
        your personal details erased, you can{" "}
        <Link to={paths.deactivate}>deactivate your account</Link>.
      </p>
    </section>
  );
}
