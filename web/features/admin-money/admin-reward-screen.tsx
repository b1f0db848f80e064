import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import type { RewardPoolEntryView, RewardPoolResponse } from "../../../contract/account";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { EmptyState } from "../../components/empty-state";
import { InputField, wholeNumberInput } from "../../components/input-field";
import { ReadView } from "../../components/read-view";
import { StatusLine } from "../../components/status-line";
import { TitledScreen } from "../../components/titled-screen";
import { ApiRequestError } from "../../lib/api-client";
import { formatRupees } from "../../lib/money";
import { rewardPoolQuery, useAddReward, useRemoveReward } from "./api";
import { PayToUsers } from "./pay-to-users";
import "./admin-rewards.css";

const TITLE = "Rewards";

/** The server's refusal of the amount, shown beside the field. */
const amountRefusal = (failure: Error) =>
  failure instanceof ApiRequestError
    ? failure.fields?.find((candidate) => candidate.path === "data")?.message
    : undefined;

/**
 * /admin/add/reward: the trial's reward pool (each amount one prize a winner draws, a
 * mistyped one removable while nobody has won it) and Pay to Users, the one queue of
 * payouts an admin pays by hand or rejects (pay-to-users.tsx).
 */
export function AdminRewardScreen() {
  const rewards = useQuery(rewardPoolQuery());
  return (
    <TitledScreen title={TITLE} className="admin-rewards">
      <AddRewardForm />
      <RewardPool read={rewards} />
      <PayToUsers />
    </TitledScreen>
  );
}

function AddRewardForm() {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const adding = useAddReward(amountRefusal);

  function refuse(message: string) {
    setError(message);
    inputRef.current?.focus();
  }

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (adding.isPending) return;
    setError(null);
    setNotice("");
    // SPEC.md section 5: the reward needs a non-empty number; its bounds are the server's.
    const rupees = Number(value);
    if (value.trim() === "" || !Number.isFinite(rupees)) {
      refuse("Enter a number of rupees");
      return;
    }
    adding.mutate(rupees, {
      onSuccess: (added) => {
        setNotice(added.message);
        setValue("");
      },
      onError: (failure) => {
        const refused = amountRefusal(failure);
        if (refused) refuse(refused);
      },
    });
  }

  return (
    <form className="form admin-reward-form" onSubmit={(event) => void add(event)} noValidate>
      <InputField
        id={id}
        name="data"
        label="Prize in rupees"
        hint="Rupees, 1 to 100. Each amount is one prize a trial winner draws."
        error={error ?? undefined}
        ref={inputRef}
        {...wholeNumberInput(1, 100)}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
      />
      <button type="submit" className="button button-primary" aria-disabled={adding.isPending}>
        Add Reward
      </button>
      <StatusLine>{adding.isPending ? "Adding…" : notice}</StatusLine>
    </form>
  );
}

function RewardPool({ read }: { read: UseQueryResult<RewardPoolResponse> }) {
  const [removing, setRemoving] = useState<RewardPoolEntryView | null>(null);
  const removal = useRemoveReward();
  const [notice, setNotice] = useState("");
  const headingId = useId();

  function remove(entry: RewardPoolEntryView) {
    removal.mutate(entry, {
      onSuccess: () => setNotice(`Removed the ${formatRupees(entry.rupee)} reward.`),
      onSettled: () => setRemoving(null),
    });
  }

  return (
    <section className="admin-reward-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Reward Pool</h2>
      <StatusLine>{notice}</StatusLine>
      <ReadView read={read} what="the rewards">
        {({ data }) => (
          <>
            <p className="admin-reward-total">{`Total: ${formatRupees(
              data.reduce((sum, entry) => sum + entry.rupee, 0),
            )}`}</p>
            {data.length === 0 ? (
              <EmptyState>No rewards in the pool. Add one above.</EmptyState>
            ) : (
              <ul className="admin-reward-amounts" aria-label="Rewards">
                {data.map((entry) => (
                  <li key={entry.id}>
                    <span>{formatRupees(entry.rupee)}</span>
                    <button
                      type="button"
                      className="admin-reward-remove"
                      aria-label={`Remove the ${formatRupees(entry.rupee)} reward`}
                      onClick={() => setRemoving(entry)}
                    >
                      Remove
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </ReadView>
      {removing && (
        <ConfirmDialog
          title={`Remove the ${formatRupees(removing.rupee)} reward?`}
          details="Nobody has won it yet; no visitor can win it once it is removed."
          confirmLabel="Remove"
          busy={removal.isPending}
          onConfirm={() => remove(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
