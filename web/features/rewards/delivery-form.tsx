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

/** The sized items' labels: a second item of the same prize is told apart by its number. */
function sizedItems(items: readonly CartItemView[]) {
  const seen = new Map<string, number>();
  const total = new Map<string, number>();
  for (const item of items) total.set(item.name, (total.get(item.name) ?? 0) + 1);
  return items
    .filter((item) => item.sizes.length > 0)
    .map((item) => {
      const count = (seen.get(item.name) ?? 0) + 1;
      seen.set(item.name, count);
      const which = (total.get(item.name) ?? 1) > 1 ? ` (${count})` : "";
      return { item, field: sizeField(item.id), label: `Size for ${item.name}${which}` };
    });
}

function initialValues(address: DeliveryAddress | null, sizeFields: string[]): Values {
  const values: Values = Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, address?.[field] ?? ""]),
  );
  for (const field of sizeFields) values[field] = "";
  return values;
}

/** The body to send, or the messages of the fields that are not right. */
function checkedDelivery(
  values: Values,
  sized: ReturnType<typeof sizedItems>,
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
    for (const issue of parsed.error.issues) errors[issue.path.join(".")] ??= issue.message;
  }
  for (const { item, field } of sized) {
    if (!values[field]) errors[field] = `Choose a size for ${item.name}`;
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
    const checked = checkedDelivery(values, sized);
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
      <h3 id={headingId}>Where should we deliver?</h3>
      <p className="rewards-meta">An admin checks your request and sends the prizes here.</p>
      {sized.map(({ field, label, item }) => (
        <SelectField
          key={field}
          {...input(field)}
          label={label}
          placeholder="Choose a size"
          options={item.sizes}
        />
      ))}
      <InputField {...input("name")} label="Full name" autoComplete="name" maxLength={80} />
      <InputField
        {...input("phone")}
        label="Mobile number"
        hint="10 digits, e.g. 98765 43210 (+91 optional). The courier may call it."
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={16}
      />
      <InputField
        {...input("addressLine1")}
        label="House, street and area"
        autoComplete="address-line1"
        maxLength={120}
      />
      <InputField
        {...input("addressLine2")}
        label="Landmark (optional)"
        autoComplete="address-line2"
        maxLength={120}
      />
      <InputField
        {...input("city")}
        label="City or town"
        autoComplete="address-level2"
        maxLength={60}
      />
      <SelectField
        {...input("state")}
        label="State or union territory"
        placeholder="Choose one"
        autoComplete="address-level1"
        options={indianRegions}
      />
      <InputField
        {...input("pinCode")}
        label="PIN code"
        hint="6 digits"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
      />
      <FormActions submitLabel="Request delivery" busy={busy} />
      <StatusLine>{busy ? "Requesting delivery…" : ""}</StatusLine>
    </form>
  );
}

/** The delivery form's own fields, to tell its refusals from anything else the server says. */
export const deliveryFieldsOf = (items: readonly CartItemView[]) => [
  ...sizedItems(items).map(({ field }) => field),
  ...ADDRESS_FIELDS,
];
