import { Link } from "react-router";
import { BusyButton } from "../../components/busy-button";
import { StatusLine } from "../../components/status-line";
import { TitledScreen } from "../../components/titled-screen";
import { paths } from "../../lib/paths";
import { saveJsonFile } from "../../lib/save-json-file";
import { useDataExport } from "./api";
import "./settings.css";

const TITLE = "Your Data";
/** The name the server's Content-Disposition gives the same file. */
export const EXPORT_FILE_NAME = "quizzy-edge-my-data.json";

/** /data: what the app keeps about the player, and all of it as one download. */
export function DataScreen() {
  // The screen says why a download failed itself: no popup.
  const download = useDataExport({ failureMessage: () => null });

  function downloadData() {
    if (download.isPending) return;
    download.mutate(undefined, { onSuccess: (data) => saveJsonFile(data, EXPORT_FILE_NAME) });
  }

  return (
    <TitledScreen title={TITLE} className="settings-screen">
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
        <BusyButton
          label="Download my data"
          primary
          busy={download.isPending}
          onClick={downloadData}
        />
        <StatusLine>
          {download.isPending && "Preparing your download…"}
          {download.isSuccess &&
            `Downloaded ${EXPORT_FILE_NAME}. It is a JSON file: any text editor opens it.`}
        </StatusLine>
        {download.error && (
          <p role="alert" className="alert-box">
            {`Could not download your data. ${download.error.message}`}
          </p>
        )}
      </div>
      <p>
        To change your name or language, go to <Link to={paths.settings}>Settings</Link>. To have
        your personal details erased, you can{" "}
        <Link to={paths.deactivate}>deactivate your account</Link>.
      </p>
    </TitledScreen>
  );
}
