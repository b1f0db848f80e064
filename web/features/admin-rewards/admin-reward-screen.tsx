import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import type {
  AddRewardResponse,
  AdminPayoutsResponse,
  AdminPayoutView,
  RewardListResponse,
} from "../../../contract/account";
import { adminPaths } from "../../../contract/api-paths";
import type { StatusOk } from "../../../contract/auth";
import { FieldShell } from "../../components/field-shell";
import { PageTitle } from "../../components/page-title";
import { usePopupMessage } from "../../components/popup-message";
import { ReadView } from "../../components/read-view";
import { ApiRequestError, apiRequest } from "../../lib/api-client";
import { apiQuery } from "../../lib/api-query";
import { formatRupees } from "../../lib/money";
import "./admin-rewards.css";

const TITLE = "Rewards";
/** SPEC.md section 8: a failed add says the server's message, or this when there is none. */
const SERVER_ERROR = "Server Error";

/** The pool's figures as SPEC.md shows them: bare rupees with ".00", no ₹. */
const amountText = (rupees: number) => rupees.toFixed(2);

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/**
 * /admin/add/reward: the trial's reward pool (each amount one prize a winner draws) and
 * Pay to Users, the winners' payout requests an admin pays by hand and marks Paid.
 */
export function AdminRewardScreen() {
  const rewards = useQuery(apiQuery<RewardListResponse>(adminPaths.rewards, "admin"));
  const payouts = useQuery(apiQuery<AdminPayoutsResponse>(adminPaths.payouts, "admin"));
  return (
    <section className="screen admin-rewards">
      <PageTitle title={TITLE} />
      <h1>{TITLE}</h1>
      <AddRewardForm onAdded={() => void rewards.refetch()} />
      <RewardPool read={rewards} />
      <PayToUsers read={payouts} />
    </section>
  );
}

function AddRewardForm({ onAdded }: { onAdded: () => void }) {
  const showMessage = usePopupMessage();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState("");
  const [adding, setAdding] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  function refuse(message: string) {
    setError(message);
    inputRef.current?.focus();
  }

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (adding) return;
    setError(null);
    setNotice("");
    // SPEC.md section 5: the reward needs a non-empty number; its bounds are the server's.
    const rupees = Number(value);
    if (value.trim() === "" || !Number.isFinite(rupees)) {
      refuse("Enter a number of rupees");
      return;
    }
    setAdding(true);
    try {
      const added = await apiRequest<AddRewardResponse>(adminPaths.addReward, {
        audience: "admin",
        method: "POST",
        body: { data: rupees },
      });
      setNotice(added.message);
      setValue("");
      onAdded();
    } catch (failure) {
      console.error("Adding the reward failed", failure);
      const field =
        failure instanceof ApiRequestError
          ? failure.fields?.find((candidate) => candidate.path === "data")
          : undefined;
      if (field) refuse(field.message);
      else if (failure instanceof ApiRequestError && failure.status !== 0) {
        showMessage(failure.message);
      } else showMessage(SERVER_ERROR);
    } finally {
      setAdding(false);
    }
  }

  return (
    <form className="form admin-reward-form" onSubmit={(event) => void add(event)} noValidate>
      <FieldShell
        id={id}
        name="data"
        label="Reward Points"
        hint="Rupees, 1 to 100. Each amount is one prize a trial winner draws."
        error={error ?? undefined}
      >
        {(aria) => (
          <input
            {...aria}
            ref={inputRef}
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            step={1}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }}
          />
        )}
      </FieldShell>
      <button type="submit" className="button button-primary" aria-disabled={adding}>
        Add Reward
      </button>
      <p role="status" className="form-status">
        {adding ? "Adding…" : notice}
      </p>
    </form>
  );
}

function RewardPool({ read }: { read: UseQueryResult<RewardListResponse> }) {
  const headingId = useId();
  return (
    <section className="admin-reward-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Reward Pool</h2>
      <ReadView read={read} what="the rewards">
        {({ data, total }) => (
          <>
            <p className="admin-reward-total">{`Total : ${amountText(total)}`}</p>
            {data.length === 0 ? (
              <p className="admin-reward-empty">No rewards in the pool. Add one above.</p>
            ) : (
              <ul className="admin-reward-amounts" aria-label="Rewards">
                {data.map((amount, index) => (
                  // Amounts repeat and have no id of their own; the list only grows or shrinks whole.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <li key={index}>{amountText(amount)}</li>
                ))}
              </ul>
            )}
          </>
        )}
      </ReadView>
    </section>
  );
}

function PayToUsers({ read }: { read: UseQueryResult<AdminPayoutsResponse> }) {
  const showMessage = usePopupMessage();
  const [paying, setPaying] = useState<string | null>(null);
  const [notice, setNotice] = useState("");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  async function markPaid(payout: AdminPayoutView, reference: string) {
    if (paying !== null) return;
    setPaying(payout._id);
    setNotice("");
    const trimmed = reference.trim();
    try {
      await apiRequest<StatusOk>(adminPaths.markPaid(payout._id), {
        audience: "admin",
        method: "DELETE",
        query: trimmed ? { reference: trimmed } : undefined,
      });
      setNotice(`Marked ${formatRupees(payout.rupee)} to ${payeeOf(payout)} as paid.`);
      // The request leaves the list: the reader waits at the list's heading.
      headingRef.current?.focus();
      void read.refetch();
    } catch (failure) {
      console.error("Marking the payout paid failed", failure);
      showMessage(failure instanceof Error ? failure.message : SERVER_ERROR);
    } finally {
      setPaying(null);
    }
  }

  return (
    <section className="admin-reward-section" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        Pay to Users
      </h2>
      <p role="status" className="form-status">
        {notice}
      </p>
      <ReadView read={read} what="the payout requests">
        {({ data }) =>
          data.length === 0 ? (
            <p className="admin-reward-empty">No payout requests waiting.</p>
          ) : (
            <ul className="card-list">
              {data.map((payout) => (
                <PayoutCard
                  key={payout._id}
                  payout={payout}
                  busy={paying !== null}
                  onPaid={(reference) => void markPaid(payout, reference)}
                />
              ))}
            </ul>
          )
        }
      </ReadView>
    </section>
  );
}

/** Who the money goes to: the account holder, or the UPI id for a UPI payout. */
function payeeOf(payout: AdminPayoutView): string {
  return (payout.method === "upi" ? payout.upi : payout.ac_h_nme) ?? payout.user;
}

function PayoutCard({
  payout,
  busy,
  onPaid,
}: {
  payout: AdminPayoutView;
  busy: boolean;
  onPaid: (reference: string) => void;
}) {
  const [reference, setReference] = useState("");
  const id = useId();
  const payee = payeeOf(payout);
  const amount = formatRupees(payout.rupee);
  const rows: [string, string | null][] =
    payout.method === "upi"
      ? [
          ["UPI id", payout.upi],
          ["Amount", amount],
        ]
      : [
          ["Account holder", payout.ac_h_nme],
          ["Amount", amount],
          ["Bank", payout.bank_nme],
          ["IFSC", payout.ifsc],
          ["Account number", payout.Acc_no],
        ];
  return (
    <li className="card admin-payout" aria-labelledby={`${id}-payee`}>
      <h3 id={`${id}-payee`}>{payee}</h3>
      <dl className="detail-list">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value ?? "—"}</dd>
          </div>
        ))}
        <div>
          <dt>Player</dt>
          <dd>{payout.email ? `${payout.user} (${payout.email})` : payout.user}</dd>
        </div>
        <div>
          <dt>Requested</dt>
          <dd>
            <time dateTime={new Date(payout.createdAt).toISOString()}>
              {dayFormat.format(payout.createdAt)}
            </time>
          </dd>
        </div>
      </dl>
      <div className="admin-payout-actions">
        <div className="field">
          <label htmlFor={`${id}-reference`}>Bank reference (optional)</label>
          <input
            id={`${id}-reference`}
            value={reference}
            maxLength={120}
            autoComplete="off"
            onChange={(event) => setReference(event.target.value)}
          />
        </div>
        <button
          type="button"
          className="button button-primary"
          // Starts with the visible label, so voice control users can say what they see.
          aria-label={`Paid: ${payee}, ${amount}`}
          aria-disabled={busy}
          onClick={() => {
            if (!busy) onPaid(reference);
          }}
        >
          Paid
        </button>
      </div>
    </li>
  );
}
