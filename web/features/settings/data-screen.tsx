import { Trans, useLingui } from "@lingui/react";
import { Link } from "react-router";
import { BusyButton } from "../../components/busy-button";
import { StatusLine } from "../../components/status-line";
import { TitledScreen } from "../../components/titled-screen";
import { serverMessageOf } from "../../lib/api-errors";
import { paths } from "../../lib/paths";
import { saveJsonFile } from "../../lib/save-json-file";
import { useDataExport } from "./api";
import "./settings.css";

/** The name the server's Content-Disposition gives the same file. */
export const EXPORT_FILE_NAME = "quizzy-edge-my-data.json";

/** What is kept, a message each, its subject in bold. */
const KEPT = [
  "data.kept.profile",
  "data.kept.signIns",
  "data.kept.games",
  "data.kept.balances",
  "data.kept.rewards",
  "data.kept.money",
  "data.kept.review",
] as const;

/** /data: what the app keeps about the player, and all of it as one download. */
export function DataScreen() {
  const { i18n } = useLingui();
  // The screen says why a download failed itself: no popup.
  const download = useDataExport({ failureMessage: () => null });

  function downloadData() {
    if (download.isPending) return;
    download.mutate(undefined, { onSuccess: (data) => saveJsonFile(data, EXPORT_FILE_NAME) });
  }

  return (
    <TitledScreen title={i18n._("data.title")} className="settings-screen">
      <p>{i18n._("data.intro")}</p>
      <h2>{i18n._("data.kept.heading")}</h2>
      <ul className="settings-list">
        {KEPT.map((id) => (
          <li key={id}>
            <Trans id={id} components={{ 0: <strong /> }} />
          </li>
        ))}
      </ul>
      <p>{i18n._("data.device")}</p>
      <div className="settings-download">
        <BusyButton
          label={i18n._("data.download")}
          primary
          busy={download.isPending}
          onClick={downloadData}
        />
        <StatusLine>
          {download.isPending && i18n._("data.preparing")}
          {download.isSuccess && i18n._("data.downloaded", { file: EXPORT_FILE_NAME })}
        </StatusLine>
        {download.error && (
          <p role="alert" className="alert-box">
            {i18n._("data.failed", { reason: serverMessageOf(download.error) })}
          </p>
        )}
      </div>
      <p>
        <Trans
          id="data.elsewhere"
          components={{ 0: <Link to={paths.settings} />, 1: <Link to={paths.deactivate} /> }}
        />
      </p>
    </TitledScreen>
  );
}
