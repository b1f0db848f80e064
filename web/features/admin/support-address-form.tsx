import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useState } from "react";
import type { SupportSettings } from "../../../contract/admin";
import { adminPaths, apiPaths } from "../../../contract/api-paths";
import { FormActions } from "../../components/form-actions";
import { InputField } from "../../components/input-field";
import { ReadView } from "../../components/read-view";
import { StatusLine } from "../../components/status-line";
import { apiRequest } from "../../lib/api-client";
import { fieldErrorsOf, messageUnless } from "../../lib/api-errors";
import { apiQuery, apiQueryKey } from "../../lib/api-query";

/**
 * The support address (issue 13): a blocked player's sign-in screen tells them to write
 * here. Main admins only; the server checks the address is an email.
 */
export function SupportAddressSection() {
  const id = useId();
  const read = useQuery(apiQuery<SupportSettings>(adminPaths.supportSettings, "admin"));
  return (
    <section className="admin-fieldset" aria-labelledby={id}>
      <h2 id={id}>Player support</h2>
      <ReadView read={read} what="the support address">
        {(saved) => <SupportAddressForm saved={saved.supportEmail} />}
      </ReadView>
    </section>
  );
}

function SupportAddressForm({ saved }: { saved: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(saved);
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState("");
  useEffect(() => setValue(saved), [saved]);

  const saving = useMutation({
    mutationFn: (supportEmail: string) =>
      apiRequest<SupportSettings>(adminPaths.supportSettings, {
        audience: "admin",
        method: "PUT",
        body: { supportEmail },
      }),
    onSuccess: (stored) => {
      setValue(stored.supportEmail);
      setNotice("Saved. Blocked players are now told to write to this address.");
      queryClient.setQueryData(apiQueryKey(adminPaths.supportSettings, "admin"), stored);
      void queryClient.invalidateQueries({ queryKey: apiQueryKey(apiPaths.authConfig, "visitor") });
    },
    onError: (failure) => setError(fieldErrorsOf(failure).supportEmail),
    meta: { failureMessage: messageUnless((failure) => fieldErrorsOf(failure).supportEmail) },
  });

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving.isPending) return;
    setNotice("");
    const address = value.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      setError("Enter an email address, e.g. support@example.com");
      return;
    }
    setError(undefined);
    saving.mutate(address);
  }

  return (
    <form className="form" noValidate onSubmit={save}>
      <InputField
        id={`${id}-email`}
        name="supportEmail"
        label="Support email address"
        hint="Shown to a blocked player when they try to sign in."
        error={error}
        type="email"
        autoComplete="off"
        maxLength={254}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <FormActions submitLabel="Save support address" busy={saving.isPending} />
      <StatusLine>{saving.isPending ? "Saving…" : notice}</StatusLine>
    </form>
  );
}
