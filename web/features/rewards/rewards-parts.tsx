import { Trans, useLingui } from "@lingui/react";
import { useId } from "react";
import { ButtonLinks } from "../../components/button-links";
import { formatDay } from "../../lib/day-format";
import { paths } from "../../lib/paths";

/** "You have 150 coins": the balance a screen spends from. */
export function BalanceLine({ count, unit }: { count: number; unit: "coin" | "star" }) {
  return (
    <p className="rewards-balance">
      <Trans
        id={unit === "coin" ? "rewards.balance.coins" : "rewards.balance.stars"}
        values={{ count }}
        components={{ 0: <strong className="rewards-balance-value" /> }}
      />
    </p>
  );
}

/** Shown instead of a call that would only answer 401; `text` says what logging in shows. */
export function SignInPrompt({ text }: { text: string }) {
  const { i18n } = useLingui();
  return (
    <div className="rewards-empty">
      <p>{text}</p>
      <ButtonLinks
        className="rewards-links"
        links={[
          [paths.login, i18n._("rewards.signIn.logIn")],
          [paths.signup, i18n._("rewards.signIn.signUp")],
        ]}
      />
    </div>
  );
}

type ActionButtonProps = {
  label: string;
  /** Added to the accessible name, so a list of "Buy" buttons says what each one buys. */
  context?: string;
  /** Why the action cannot be taken now; the button stays focusable so this is heard. */
  blockedReason?: string | null;
  /** Another action is in flight. */
  busy: boolean;
  primary?: boolean;
  onClick: () => void;
};

/**
 * A button that is switched off with aria-disabled rather than `disabled`: it keeps focus
 * when a refresh switches it off, and keyboard users still reach it and hear the reason.
 */
export function ActionButton({
  label,
  context,
  blockedReason = null,
  busy,
  primary = false,
  onClick,
}: ActionButtonProps) {
  const { i18n } = useLingui();
  const reasonId = useId();
  const blocked = blockedReason !== null;
  return (
    <div className="rewards-action">
      <button
        type="button"
        className={primary ? "button button-primary" : "button"}
        // Starts with the visible label, so voice control users can say what they see.
        aria-label={context ? i18n._("rewards.action.named", { label, context }) : undefined}
        aria-disabled={blocked || busy}
        aria-describedby={blocked ? reasonId : undefined}
        onClick={() => {
          if (!blocked && !busy) onClick();
        }}
      >
        {label}
      </button>
      {blocked && (
        <p id={reasonId} className="rewards-reason">
          {blockedReason}
        </p>
      )}
    </div>
  );
}

/** "Added on 1 Mar 2026": when a prize went into the cart. */
export function AddedOn({ createdAt }: { createdAt: number }) {
  return (
    <Trans
      id="rewards.addedOn"
      values={{ day: formatDay(createdAt) }}
      components={{ 0: <time dateTime={new Date(createdAt).toISOString()} /> }}
    />
  );
}
