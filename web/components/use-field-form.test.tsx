// Proves the form kit's rule for saved data that comes late (a form never
// overwrites what the person already typed): typed before the read answers, a field keeps
// what was typed while an untouched one takes the loaded value; a later read (another
// admin's save) changes only the fields not typed in; once the values are set whole (a
// save) none counts as typed, and the next read fills them all.
import { useQuery } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../test/render-screen";
import { InputField } from "./input-field";
import { useFieldForm } from "./use-field-form";

type Profile = { name: string; city: string };

/** A read answered when the test says: each call waits for the next `answer`. */
function heldReads() {
  const waiting: ((profile: Profile) => void)[] = [];
  return {
    read: () => new Promise<Profile>((resolve) => waiting.push(resolve)),
    answer: async (profile: Profile) => {
      await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
      waiting.shift()!(profile);
    },
  };
}

function ProfileForm({ read }: { read: () => Promise<Profile> }) {
  const saved = useQuery({ queryKey: ["profile"], queryFn: read });
  const { formRef, values, setValues, input } = useFieldForm<Profile>(
    ["name", "city"],
    { name: "", city: "" },
    { saved: saved.data },
  );
  return (
    <form ref={formRef}>
      <InputField {...input("name")} label="Name" />
      <InputField {...input("city")} label="City" />
      <button type="button" onClick={() => void saved.refetch()}>
        Read again
      </button>
      <button type="button" onClick={() => setValues({ ...values })}>
        Saved
      </button>
    </form>
  );
}

const renderForm = (read: () => Promise<Profile>) =>
  renderScreen(<ProfileForm read={read} />, "/profile");
const name = () => screen.getByRole("textbox", { name: "Name" });
const city = () => screen.getByRole("textbox", { name: "City" });

describe("a form whose saved data comes late", () => {
  it("keeps what was typed before the read answered, and fills the untouched fields", async () => {
    const reads = heldReads();
    const { user } = renderForm(reads.read);
    await user.type(name(), "Asha typed");

    await reads.answer({ name: "Asha saved", city: "Pune" });

    await waitFor(() => expect(city()).toHaveValue("Pune"));
    expect(name()).toHaveValue("Asha typed");
  });

  it("changes only the untouched fields when a later read brings new values", async () => {
    const reads = heldReads();
    const { user } = renderForm(reads.read);
    await reads.answer({ name: "Asha", city: "Pune" });
    await waitFor(() => expect(name()).toHaveValue("Asha"));
    await user.clear(city());
    await user.type(city(), "Chennai");

    await user.click(screen.getByRole("button", { name: "Read again" }));
    await reads.answer({ name: "Asha R", city: "Mumbai" });

    await waitFor(() => expect(name()).toHaveValue("Asha R"));
    expect(city()).toHaveValue("Chennai");
  });

  it("counts nothing as typed once the values are set whole, so the next read fills all", async () => {
    const reads = heldReads();
    const { user } = renderForm(reads.read);
    await reads.answer({ name: "Asha", city: "Pune" });
    await user.clear(city());
    await user.type(city(), "Chennai");
    await user.click(screen.getByRole("button", { name: "Saved" }));

    await user.click(screen.getByRole("button", { name: "Read again" }));
    await reads.answer({ name: "Asha R", city: "Mumbai" });

    await waitFor(() => expect(city()).toHaveValue("Mumbai"));
    expect(name()).toHaveValue("Asha R");
  });
});
