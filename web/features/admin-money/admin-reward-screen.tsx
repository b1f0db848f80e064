import { useLingui } from "@lingui/react";
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
  const { i18n } = useLingui();
  const rewards = useQuery(rewardPoolQuery());
  return (
    <TitledScreen title={i18n._("admin.reward.title")} className="admin-rewards">
      <AddRewardForm />
      <RewardPool read={rewards} />
      <PayToUsers />
    </TitledScreen>
  );
}

function AddRewardForm() {
  const { i18n } = useLingui();
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
      refuse(i18n._("admin.reward.notNumber"));
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
        label={i18n._("admin.reward.amount")}
        hint={i18n._("admin.reward.amountHint")}
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
        {i18n._("admin.reward.add")}
      </button>
      <StatusLine>{adding.isPending ? i18n._("admin.reward.adding") : notice}</StatusLine>
    </form>
  );
}

function RewardPool({ read }: { read: UseQueryResult<RewardPoolResponse> }) {
  const { i18n } = useLingui();
  const [removing, setRemoving] = useState<RewardPoolEntryView | null>(null);
  const removal = useRemoveReward();
  const [notice, setNotice] = useState("");
  const headingId = useId();

  function remove(entry: RewardPoolEntryView) {
    removal.mutate(entry, {
      onSuccess: () =>
        setNotice(i18n._("admin.reward.removed", { amount: formatRupees(entry.rupee) })),
      onSettled: () => setRemoving(null),
    });
  }

  return (
    <section className="admin-reward-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{i18n._("admin.reward.pool")}</h2>
      <StatusLine>{notice}</StatusLine>
      <ReadView read={read} what={i18n._("admin.reward.what")}>
        {({ data }) => (
          <>
            <p className="admin-reward-total">
              {i18n._("admin.reward.total", {
                amount: formatRupees(data.reduce((sum, entry) => sum + entry.rupee, 0)),
              })}
            </p>
            {data.length === 0 ? (
              <EmptyState>{i18n._("admin.reward.empty")}</EmptyState>
            ) : (
              <ul className="admin-reward-amounts" aria-label={i18n._("admin.reward.list")}>
                {data.map((entry) => (
                  <li key={entry.id}>
                    <span>{formatRupees(entry.rupee)}</span>
                    <button
                      type="button"
                      className="admin-reward-remove"
                      aria-label={i18n._("admin.reward.removeOne", {
                        amount: formatRupees(entry.rupee),
                      })}
                      onClick={() => setRemoving(entry)}
                    >
                      {i18n._("admin.reward.remove")}
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
          title={i18n._("admin.reward.removeTitle", { amount: formatRupees(removing.rupee) })}
          details={i18n._("admin.reward.removeDetails")}
          confirmLabel={i18n._("admin.reward.remove")}
          busy={removal.isPending}
          onConfirm={() => remove(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
