import { useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { FormActions } from "../../components/form-actions";
import { InputField } from "../../components/input-field";
import { ReadView } from "../../components/read-view";
import { StatusLine } from "../../components/status-line";
import { useFieldForm } from "../../components/use-field-form";
import { fieldErrorsOf, messageUnless } from "../../lib/api-errors";
import { supportSettingsQuery, useSaveSupportSettings } from "./settings-api";
import "./admin-game.css";

/**
 * The support address: a blocked player's sign-in screen tells them to write
 * here. Main admins only; the server checks the address is an email.
 */
export function SupportAddressSection() {
  const { i18n } = useLingui();
  const id = useId();
  const read = useQuery(supportSettingsQuery());
  return (
    <section className="admin-fieldset" aria-labelledby={id}>
      <h2 id={id}>{i18n._("admin.support.heading")}</h2>
      <ReadView read={read} what={i18n._("admin.support.what")}>
        {(saved) => <SupportAddressForm saved={saved.supportEmail} />}
      </ReadView>
    </section>
  );
}

function SupportAddressForm({ saved }: { saved: string }) {
  const { i18n } = useLingui();
  // Another read shows what the server now holds, unless this admin is typing another.
  const loaded = { supportEmail: saved };
  const { formRef, values, setValues, setErrors, refuse, input } = useFieldForm(
    ["supportEmail"],
    loaded,
    { saved: loaded },
  );
  const [notice, setNotice] = useState("");

  const saving = useSaveSupportSettings({
    onSuccess: (stored) => {
      setValues({ supportEmail: stored.supportEmail });
      setNotice(i18n._("admin.support.saved"));
    },
    onError: (failure) => {
      const refused = fieldErrorsOf(failure).supportEmail;
      if (refused) refuse({ supportEmail: refused });
    },
    meta: { failureMessage: messageUnless((failure) => fieldErrorsOf(failure).supportEmail) },
  });

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving.isPending) return;
    setNotice("");
    const address = values.supportEmail.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      refuse({ supportEmail: i18n._("admin.support.wrong") });
      return;
    }
    setErrors({});
    saving.mutate(address);
  }

  return (
    <form ref={formRef} className="form" noValidate onSubmit={save}>
      <InputField
        {...input("supportEmail")}
        label={i18n._("admin.support.label")}
        hint={i18n._("admin.support.hint")}
        type="email"
        autoComplete="off"
        maxLength={254}
      />
      <FormActions submitLabel={i18n._("admin.support.save")} busy={saving.isPending} />
      <StatusLine>{saving.isPending ? i18n._("admin.game.saving") : notice}</StatusLine>
    </form>
  );
}
