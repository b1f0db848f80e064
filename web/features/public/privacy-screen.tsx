import { Link } from "react-router";
import { PAID_PAYOUT_KEPT_HOURS } from "../../../contract/offers";
import { paths } from "../../lib/paths";
import { PublicPage } from "./public-page";

/** /privacy-policy: what is collected, why, who sees it, and the player's controls. */
export function PrivacyScreen() {
  return (
    <PublicPage
      title="Privacy Policy"
      lead="What Quizzy Edge collects about you, why, who sees it, and how you download or erase it. We do not sell your data."
    >
      <section className="public-section" aria-labelledby="privacy-collect">
        <h2 id="privacy-collect">What we collect</h2>
        <ul className="public-list">
          <li>
            <strong>From Google, when you sign in:</strong> your email address, name, profile
            picture and Google account id. We never see your Google password.
          </li>
          <li>
            <strong>What you choose:</strong> your display name, question language and preferences,
            and your review.
          </li>
          <li>
            <strong>Your device:</strong> a random device id that the app makes and keeps in your
            browser. For the one-question trial we also note the internet (IP) address it came from.
          </li>
          <li>
            <strong>Your games:</strong> each run, every answer and how long it took, and the
            reports you make about questions.
          </li>
          <li>
            <strong>Your balances and rewards:</strong> every coin, star, try and rupee added or
            spent, coupons, prize requests and trial wins.
          </li>
          <li>
            <strong>Payments and payouts:</strong> deposits as our payment gateway reports them
            (amount, status and the gateway&apos;s reference), and the UPI id or bank account name,
            number and IFSC you give for payouts. Card numbers, UPI PINs and bank passwords are
            entered with the gateway or your bank, never with us.
          </li>
          <li>
            <strong>Your age and place, before paid play:</strong> that you confirmed being 18 or
            older, the state or union territory you named, and when. It is kept with your account
            and, as a record that you confirmed it, in our audit log.
          </li>
          <li>
            <strong>Sign-ins:</strong> when each session started and ends. The sign-in key stays on
            your device; we keep only a scrambled form of it.
          </li>
        </ul>
      </section>
      <section className="public-section" aria-labelledby="privacy-why">
        <h2 id="privacy-why">Why</h2>
        <ul className="public-list">
          <li>To run the game: serve questions, time answers and keep your balances.</li>
          <li>To pay you: send rupee rewards to the account you chose and ship prizes.</li>
          <li>
            To keep it fair: one trial per device, no referral bonus on the device that made the
            link, limits on how often requests can be made, and checks for cheating.
          </li>
          <li>To keep accounts: money that moved must stay traceable for audits and the law.</li>
          <li>
            To follow the law: paid play is only for adults, and not offered where a state does not
            allow it.
          </li>
        </ul>
      </section>
      <section className="public-section" aria-labelledby="privacy-share">
        <h2 id="privacy-share">Who sees it</h2>
        <ul className="public-list">
          <li>
            <strong>Our admins,</strong> only for their work: deciding reports, approving prize
            requests and sending payouts (which shows them your payout details and amount).
          </li>
          <li>
            <strong>Our payment gateway</strong> handles deposits; its own privacy policy covers
            what you enter there.
          </li>
          <li>
            <strong>Google</strong> signs you in. <strong>Cloudflare</strong> hosts the app and its
            database.
          </li>
          <li>
            <strong>Anyone with the link to your review</strong> sees it with your name and picture.
          </li>
        </ul>
        <p>
          We do not sell your data, show you advertising, or share it with anyone else unless the
          law requires us to.
        </p>
      </section>
      <section className="public-section" aria-labelledby="privacy-device">
        <h2 id="privacy-device">On your device</h2>
        <p>
          The app keeps your sign-in, the device id and the current question&apos;s timer in your
          browser&apos;s storage, and saves the app itself so it opens quickly. It does not use
          advertising or tracking cookies. Logging out clears what it stored.
        </p>
      </section>
      <section className="public-section" aria-labelledby="privacy-control">
        <h2 id="privacy-control">Your choices</h2>
        <ul className="public-list">
          <li>
            <Link to={paths.data}>Download your data</Link>: everything we keep about you, as one
            file.
          </li>
          <li>
            Change your name, language and preferences in <Link to={paths.settings}>Settings</Link>.
          </li>
          <li>
            <Link to={paths.deactivate}>Deactivate your account</Link>: your name, email, picture,
            Google link, the state you named, saved payout details and review are erased and you are
            logged out everywhere. The records of money and games stay, without your name, for
            accounting and audit, and so does the audit log&apos;s record of your confirmation. A
            one-way key of your Google account stays too, so that offers once per person are not
            given twice.
          </li>
        </ul>
      </section>
      <section className="public-section" aria-labelledby="privacy-keep">
        <h2 id="privacy-keep">How long we keep it</h2>
        <p>
          Your personal details stay until you deactivate your account.{" "}
          {`Records of paid payouts are deleted ${PAID_PAYOUT_KEPT_HOURS} hours after they are paid; the ledger entry for the payment stays.`}{" "}
          Real-money features are only for people aged 18 or over.
        </p>
      </section>
    </PublicPage>
  );
}
