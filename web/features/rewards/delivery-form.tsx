import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { type FormEvent, useId } from "react";
import type { DeliveryAddress } from "../../../contract/delivery";
import { indianRegions } from "../../../contract/regions";
import {
  type CartItemView,
  type CheckoutBody,
  checkoutBody,
  sizeField,
} from "../../../contract/rewards";
import { FormActions } from "../../components/form-actions";
import { InputField } from "../../components/input-field";
import { SelectField } from "../../components/select-field";
import { StatusLine } from "../../components/status-line";
import { useFieldForm } from "../../components/use-field-form";
import type { FieldErrors } from "../../lib/api-errors";
import { fieldErrorText } from "../../lib/i18n/error-text";

/**
 * Where the cart's prizes go: the contract's own schema (contract/delivery.ts)
 * checks the address here before any request, a prize with sizes asks one at its own
 * select, and the server's refusals come back to their fields.
 */

const ADDRESS_FIELDS = [
  "name",
  "phone",
  "addressLine1",
  "addressLine2",
  "city",
  "state",
  "pinCode",
] as const;

type Values = Record<string, string>;

/** The sized items' fields: a second item of the same prize is told apart by its number. */
function sizedItems(items: readonly CartItemView[]) {
  const seen = new Map<string, number>();
  const total = new Map<string, number>();
  for (const item of items) total.set(item.name, (total.get(item.name) ?? 0) + 1);
  return items
    .filter((item) => item.sizes.length > 0)
    .map((item) => {
      const count = (seen.get(item.name) ?? 0) + 1;
      seen.set(item.name, count);
      const numbered = (total.get(item.name) ?? 1) > 1 ? "yes" : "no";
      return { item, field: sizeField(item.id), labelValues: { name: item.name, numbered, count } };
    });
}

function initialValues(address: DeliveryAddress | null, sizeFields: string[]): Values {
  const values: Values = Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, address?.[field] ?? ""]),
  );
  for (const field of sizeFields) values[field] = "";
  return values;
}

/** The contract's message for each address field missing or malformed, as a message. */
const fieldErrorIds: Record<string, string> = {
  name: "delivery.error.name",
  phone: "delivery.error.phone",
  addressLine1: "delivery.error.addressLine1",
  city: "delivery.error.city",
  state: "delivery.error.state",
  pinCode: "delivery.error.pinCode",
};

/**
 * A refused field's message in the language in use; one the screen has no words for (a
 * size the select could not send) reads as any refused field does (fieldErrorText).
 */
function fieldError(
  i18n: I18n,
  issue: { path: PropertyKey[]; code: string; message: string; maximum?: unknown },
): string {
  if (issue.code === "too_big" && typeof issue.maximum === "number") {
    return i18n._("delivery.error.tooLong", { max: issue.maximum });
  }
  const id = fieldErrorIds[String(issue.path[0])];
  return id ? i18n._(id) : fieldErrorText(issue.message);
}

/** The body to send, or the messages of the fields that are not right. */
function checkedDelivery(
  values: Values,
  sized: ReturnType<typeof sizedItems>,
  i18n: I18n,
): { body: CheckoutBody } | { errors: FieldErrors } {
  const body: CheckoutBody = {
    name: values.name ?? "",
    phone: values.phone ?? "",
    addressLine1: values.addressLine1 ?? "",
    addressLine2: values.addressLine2 ?? "",
    city: values.city ?? "",
    state: (values.state ?? "") as CheckoutBody["state"],
    pinCode: values.pinCode ?? "",
    sizes: sized
      .filter(({ field }) => values[field])
      .map(({ item, field }) => ({ item: item.id, size: values[field] ?? "" })),
  };
  const errors: FieldErrors = {};
  const parsed = checkoutBody.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      errors[issue.path.join(".")] ??= fieldError(i18n, issue);
    }
  }
  for (const { item, field } of sized) {
    if (!values[field]) errors[field] = i18n._("delivery.error.size", { name: item.name });
  }
  return Object.keys(errors).length > 0 ? { errors } : { body };
}

export function DeliveryForm({
  items,
  lastDelivery,
  busy,
  onSubmit,
}: {
  items: readonly CartItemView[];
  /** Where the last prize went: the form starts from it. */
  lastDelivery: DeliveryAddress | null;
  busy: boolean;
  /** Sends the request; resolves to the server's messages for this form's fields, if any. */
  onSubmit: (body: CheckoutBody) => Promise<FieldErrors | null>;
}) {
  const { i18n } = useLingui();
  const headingId = useId();
  const sized = sizedItems(items);
  // The sizes come first on the screen, so the first refused one in this order gets focus.
  const order = [...sized.map(({ field }) => field), ...ADDRESS_FIELDS];
  const { formRef, values, refuse, input } = useFieldForm<Values>(order, () =>
    initialValues(
      lastDelivery,
      sized.map(({ field }) => field),
    ),
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = checkedDelivery(values, sized, i18n);
    if ("errors" in checked) {
      refuse(checked.errors);
      return;
    }
    const refused = await onSubmit(checked.body);
    if (refused) refuse(refused);
  }

  return (
    <form
      ref={formRef}
      className="form delivery-form"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={headingId}>{i18n._("delivery.heading")}</h3>
      <p className="rewards-meta">{i18n._("delivery.explain")}</p>
      {sized.map(({ field, labelValues, item }) => (
        <SelectField
          key={field}
          {...input(field)}
          label={i18n._("delivery.size.label", labelValues)}
          placeholder={i18n._("delivery.size.placeholder")}
          options={item.sizes}
        />
      ))}
      <InputField
        {...input("name")}
        label={i18n._("delivery.name")}
        autoComplete="name"
        maxLength={80}
      />
      <InputField
        {...input("phone")}
        label={i18n._("delivery.phone")}
        hint={i18n._("delivery.phone.hint")}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={16}
      />
      <InputField
        {...input("addressLine1")}
        label={i18n._("delivery.addressLine1")}
        autoComplete="address-line1"
        maxLength={120}
      />
      <InputField
        {...input("addressLine2")}
        label={i18n._("delivery.addressLine2")}
        autoComplete="address-line2"
        maxLength={120}
      />
      <InputField
        {...input("city")}
        label={i18n._("delivery.city")}
        autoComplete="address-level2"
        maxLength={60}
      />
      <SelectField
        {...input("state")}
        label={i18n._("delivery.state")}
        placeholder={i18n._("delivery.state.placeholder")}
        autoComplete="address-level1"
        options={indianRegions}
      />
      <InputField
        {...input("pinCode")}
        label={i18n._("delivery.pinCode")}
        hint={i18n._("delivery.pinCode.hint")}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
      />
      <FormActions submitLabel={i18n._("delivery.submit")} busy={busy} />
      <StatusLine>{busy ? i18n._("delivery.requesting") : ""}</StatusLine>
    </form>
  );
}

/** The delivery form's own fields, to tell its refusals from anything else the server says. */
export const deliveryFieldsOf = (items: readonly CartItemView[]) => [
  ...sizedItems(items).map(({ field }) => field),
  ...ADDRESS_FIELDS,
];
