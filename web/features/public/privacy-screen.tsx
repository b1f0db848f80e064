import { Trans, useLingui } from "@lingui/react";
import { Link } from "react-router";
import { PAID_PAYOUT_KEPT_HOURS } from "../../../contract/offers";
import { paths } from "../../lib/paths";
import { PublicPage } from "./public-page";

/** Each list item of "What we collect": a message with its subject in bold. */
const collected = [
  "privacy.collect.google",
  "privacy.collect.chosen",
  "privacy.collect.device",
  "privacy.collect.games",
  "privacy.collect.balances",
  "privacy.collect.payments",
  "privacy.collect.agePlace",
  "privacy.collect.signIns",
] as const;

/** Each list item of "Who sees it": a message naming who in bold. */
const sharedWith = [
  "privacy.share.admins",
  "privacy.share.gateway",
  "privacy.share.hosts",
  "privacy.share.review",
] as const;

const bold = { 0: <strong />, 1: <strong /> };

/** /privacy-policy: what is collected, why, who sees it, and the player's controls. */
export function PrivacyScreen() {
  const { i18n } = useLingui();
  return (
    <PublicPage title={i18n._("privacy.title")} lead={i18n._("privacy.lead")}>
      <section className="public-section" aria-labelledby="privacy-collect">
        <h2 id="privacy-collect">{i18n._("privacy.collect.heading")}</h2>
        <ul className="public-list">
          {collected.map((id) => (
            <li key={id}>
              <Trans id={id} components={bold} />
            </li>
          ))}
        </ul>
      </section>
      <section className="public-section" aria-labelledby="privacy-why">
        <h2 id="privacy-why">{i18n._("privacy.why.heading")}</h2>
        <ul className="public-list">
          <li>{i18n._("privacy.why.run")}</li>
          <li>{i18n._("privacy.why.pay")}</li>
          <li>{i18n._("privacy.why.fair")}</li>
          <li>{i18n._("privacy.why.accounts")}</li>
          <li>{i18n._("privacy.why.law")}</li>
        </ul>
      </section>
      <section className="public-section" aria-labelledby="privacy-share">
        <h2 id="privacy-share">{i18n._("privacy.share.heading")}</h2>
        <ul className="public-list">
          {sharedWith.map((id) => (
            <li key={id}>
              <Trans id={id} components={bold} />
            </li>
          ))}
        </ul>
        <p>{i18n._("privacy.share.noSale")}</p>
      </section>
      <section className="public-section" aria-labelledby="privacy-device">
        <h2 id="privacy-device">{i18n._("privacy.device.heading")}</h2>
        <p>{i18n._("privacy.device.body")}</p>
      </section>
      <section className="public-section" aria-labelledby="privacy-control">
        <h2 id="privacy-control">{i18n._("privacy.control.heading")}</h2>
        <ul className="public-list">
          <li>
            <Trans id="privacy.control.download" components={{ 0: <Link to={paths.data} /> }} />
          </li>
          <li>
            <Trans id="privacy.control.settings" components={{ 0: <Link to={paths.settings} /> }} />
          </li>
          <li>
            <Trans
              id="privacy.control.deactivate"
              components={{ 0: <Link to={paths.deactivate} /> }}
            />
          </li>
        </ul>
      </section>
      <section className="public-section" aria-labelledby="privacy-keep">
        <h2 id="privacy-keep">{i18n._("privacy.keep.heading")}</h2>
        <p>{i18n._("privacy.keep.body", { hours: PAID_PAYOUT_KEPT_HOURS })}</p>
      </section>
    </PublicPage>
  );
}
