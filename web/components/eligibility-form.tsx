import { useLingui } from "@lingui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import type { EligibilityBody, EligibilityResponse } from "../../contract/eligibility";
import { REGIONS } from "../../contract/regions";
import { accountKey, confirmEligibility } from "../lib/api/money";
import { runStateKey } from "../lib/api/play";
import { fieldErrorsFor, messageUnless } from "../lib/api-errors";
import { FormActions } from "./form-actions";
import { ModalDialog } from "./modal-dialog";
import { SelectField } from "./select-field";
import { StatusLine } from "./status-line";
import "./eligibility-form.css";

const FIELDS = ["adult", "region"] as const;
const REGION_OPTIONS = REGIONS.map(({ code, name }) => ({ value: code, label: name }));

/** The reads that say whether a player may pay to play; confirming refreshes them together. */
const PAID_PLAY_READS = [accountKey(), runStateKey()];

type Errors = Partial<Record<(typeof FIELDS)[number], string>>;

/**
 * The step before a first deposit or paid try (decision 021): "I am 18 or older" and the
 * player's state or union territory, sent to `PUT /api/account/eligibility`. Checked here
 * for what is missing, then by the server; the first refused field takes focus. Once
 * confirmed, the Bank's and /start's reads are refreshed (the screens carry on from them)
 * and then `onConfirmed` is told.
 */
export function EligibilityForm({
  onConfirmed,
  onCancel,
  inDialog = false,
}: {
  onConfirmed?: (reply: EligibilityResponse) => void;
  onCancel?: () => void;
  inDialog?: boolean;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const [adult, setAdult] = useState(false);
  const [region, setRegion] = useState("");
  const [errors, setErrors] = useState<Errors>({});

  const confirm = useMutation({
    mutationFn: (body: EligibilityBody) => confirmEligibility(body),
    onSuccess: async (reply) => {
      await Promise.all(
        PAID_PLAY_READS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      onConfirmed?.(reply);
    },
    onError: (error) => {
      const refused = fieldErrorsFor(error, FIELDS);
      if (refused) refuse(refused);
    },
    // Refused fields are shown beside them; anything else in the app's one popup.
    meta: { failureMessage: messageUnless((error) => fieldErrorsFor(error, FIELDS)) },
  });

  function refuse(found: Errors) {
    setErrors(found);
    const first = FIELDS.find((name) => found[name]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (confirm.isPending) return;
    const missing: Errors = {};
    if (!adult) missing.adult = i18n._("eligibility.adult.missing");
    if (region === "") missing.region = i18n._("eligibility.region.missing");
    if (missing.adult || missing.region) {
      refuse(missing);
      return;
    }
    confirm.mutate({ adult: true, region: region as EligibilityBody["region"] });
  }

  return (
    <form className="form eligibility-form" noValidate onSubmit={submit}>
      <p>{i18n._("eligibility.intro")}</p>
      <div className="eligibility-adult">
        <label className="eligibility-check" htmlFor={`${id}-adult`}>
          <input
            id={`${id}-adult`}
            type="checkbox"
            name="adult"
            checked={adult}
            aria-invalid={errors.adult ? true : undefined}
            aria-describedby={errors.adult ? `${id}-adult-error` : undefined}
            onChange={(event) => {
              setAdult(event.target.checked);
              setErrors((current) => ({ ...current, adult: undefined }));
            }}
          />
          {i18n._("eligibility.adult")}
        </label>
        {errors.adult && (
          <p id={`${id}-adult-error`} className="field-error">
            {errors.adult}
          </p>
        )}
      </div>
      <SelectField
        id={`${id}-region`}
        name="region"
        label={i18n._("eligibility.region.label")}
        error={errors.region}
        placeholder={i18n._("eligibility.region.placeholder")}
        options={REGION_OPTIONS}
        value={region}
        onChange={(event) => {
          setRegion(event.target.value);
          setErrors((current) => ({ ...current, region: undefined }));
        }}
      />
      <FormActions
        className={inDialog ? "modal-actions" : "form-actions"}
        submitLabel={i18n._("eligibility.confirm")}
        busy={confirm.isPending}
        onCancel={onCancel}
      />
      <StatusLine>{confirm.isPending ? i18n._("eligibility.saving") : ""}</StatusLine>
    </form>
  );
}

/** The same step over the page, where a screen has no room for it (buying a try). */
export function EligibilityDialog({
  onConfirmed,
  onCancel,
}: {
  onConfirmed: (reply: EligibilityResponse) => void;
  onCancel: () => void;
}) {
  const { i18n } = useLingui();
  const titleId = useId();
  return (
    <ModalDialog role="dialog" labelledBy={titleId} onDismiss={onCancel}>
      <h2 id={titleId}>{i18n._("eligibility.dialog.title")}</h2>
      <EligibilityForm onConfirmed={onConfirmed} onCancel={onCancel} inDialog />
    </ModalDialog>
  );
}
