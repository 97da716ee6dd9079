// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { parseFormDocument, prefillFromQueryString } from "@formwright/core";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { initialValues } from "./default-values";
import { PublicForm } from "./public-form";

const parsed = parseFormDocument({
  slug: "contact",
  title: "Contact",
  blocks: [
    { type: "hidden", name: "utm_source", label: "Campaign", defaultValue: "direct" },
    {
      type: "text",
      name: "phone",
      label: "Phone",
      required: true,
      rules: { phone: { defaultCountry: "FR" } },
    },
  ],
});
if (!parsed.success) throw new Error("invalid test document");
const document = parsed.document;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubSubmit() {
  const fetch = vi.fn(async () =>
    Response.json({ data: { submitForm: { submissionId: "s-1", fieldErrors: [] } } }),
  );
  vi.stubGlobal("fetch", fetch);
  return () =>
    (fetch.mock.calls as unknown as Array<[string, RequestInit]>)
      .map(([, init]) => JSON.parse(String(init.body)))
      .find((body) => String(body.query).includes("submitForm"));
}

describe("PublicForm with a hidden field and a phone field", () => {
  it("shows no hidden widget, checks the phone in the browser and sends E.164 and the hidden value", async () => {
    const submitted = stubSubmit();
    const user = userEvent.setup();
    const defaultValues = initialValues(
      document,
      prefillFromQueryString({ document, search: "?utm_source=spring%20sale" }),
    );
    // The first render suspends until the phone library has loaded (awaited act).
    const { container } = await act(async () =>
      render(
        <PublicForm
          slug="contact"
          document={document}
          defaultValues={defaultValues}
          minFillMs={0}
        />,
      ),
    );
    const phone = await screen.findByRole("textbox", { name: /Phone/ });
    expect(phone).toHaveAttribute("type", "tel");
    expect(phone).toHaveAttribute("autocomplete", "tel");
    // The hidden field: no label, nothing to see or focus, its value posted as is.
    expect(screen.queryByText("Campaign")).toBeNull();
    const hidden = await waitFor(() => {
      const input = container.querySelector('input[name="utm_source"]');
      if (!input) throw new Error("no hidden input yet");
      return input;
    });
    expect(hidden).toHaveAttribute("type", "hidden");
    expect(hidden).toHaveValue("spring sale");

    await user.type(phone, "0612");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findAllByText("Phone must be a valid phone number")).not.toHaveLength(0);
    expect(submitted()).toBeUndefined();

    await user.clear(phone);
    await user.type(phone, "06 12 34 56 78");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(submitted()).toBeDefined());
    expect(submitted().variables.data).toEqual({
      utm_source: "spring sale",
      phone: "+33612345678",
    });
  });

  it("sends the hidden field's default when the link has none", async () => {
    const submitted = stubSubmit();
    const user = userEvent.setup();
    render(
      <PublicForm
        slug="contact"
        document={document}
        defaultValues={initialValues(document, {})}
        minFillMs={0}
      />,
    );
    await user.type(await screen.findByRole("textbox", { name: /Phone/ }), "+1 202 555 0143");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(submitted()).toBeDefined());
    expect(submitted().variables.data).toEqual({ utm_source: "direct", phone: "+12025550143" });
  });
});
