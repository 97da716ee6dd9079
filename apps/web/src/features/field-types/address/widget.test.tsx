// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import {
  englishCatalogue,
  loadCatalogue,
  localizeDefaults,
  parseFormDocument,
  setActiveCatalogue,
} from "@formwright/core";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LocalizedForm } from "../../public-form/localized-form";
import { PublicForm } from "../../public-form/public-form";

function documentWith(block: Record<string, unknown>, language = "en") {
  const parsed = parseFormDocument({ slug: "home", title: "Home", language, blocks: [block] });
  if (!parsed.success) throw new Error("invalid test document");
  return parsed.document;
}

const home = { type: "address", name: "home", label: "Home address", required: true };

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

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setActiveCatalogue(englishCatalogue);
});

describe("AddressWidget", () => {
  it("is a group of labelled inputs, each with its autofill token and posted as name[part]", async () => {
    render(<PublicForm slug="home" document={documentWith(home)} defaultValues={{}} />);
    const group = await screen.findByRole("group", { name: /Home address/ });
    const expected = [
      ["Address line 1", "address-line1", "line1"],
      ["Address line 2", "address-line2", "line2"],
      ["City", "address-level2", "city"],
      ["State / Province", "address-level1", "region"],
      ["Postcode", "postal-code", "postalCode"],
    ];
    for (const [label, token, part] of expected) {
      const input = within(group).getByRole("textbox", { name: new RegExp(`^${label}`) });
      expect(input).toHaveAttribute("autocomplete", token);
      expect(input).toHaveAttribute("name", `home[${part}]`);
    }
    const country = within(group).getByRole("combobox", { name: /^Country/ });
    expect(country).toHaveAttribute("autocomplete", "country");
    expect(country).toHaveAttribute("name", "home[country]");
    expect(within(country).getByRole("option", { name: "France" })).toHaveValue("FR");
    // Line 1, city and country are the parts a required address must have.
    expect(within(group).getByRole("textbox", { name: /^City/ })).toHaveAttribute(
      "aria-required",
      "true",
    );
    expect(within(group).getByRole("textbox", { name: /^Postcode/ })).not.toHaveAttribute(
      "aria-required",
    );
  });

  it("collects only the parts the block lists", async () => {
    render(
      <PublicForm
        slug="home"
        document={documentWith({ ...home, parts: ["country", "city"] })}
        defaultValues={{}}
      />,
    );
    const group = await screen.findByRole("group", { name: /Home address/ });
    expect(within(group).getAllByRole("textbox")).toHaveLength(1);
    expect(within(group).getByRole("textbox", { name: /^City/ })).toBeInTheDocument();
    expect(within(group).getByRole("combobox", { name: /^Country/ })).toBeInTheDocument();
  });

  it("ties the message to the part it names, and sends the address as an object", async () => {
    const submitted = stubSubmit();
    const user = userEvent.setup();
    render(
      <PublicForm slug="home" document={documentWith(home)} defaultValues={{}} minFillMs={0} />,
    );
    const group = await screen.findByRole("group", { name: /Home address/ });
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findAllByText("Home address is required")).not.toHaveLength(0);

    await user.type(within(group).getByRole("textbox", { name: /^Address line 1/ }), "1 Main St");
    await user.type(within(group).getByRole("textbox", { name: /^City/ }), "Springfield");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findAllByText("Country is required")).not.toHaveLength(0);
    const country = within(group).getByRole("combobox", { name: /^Country/ });
    expect(country).toHaveAttribute("aria-invalid", "true");
    expect(country).toHaveAccessibleDescription(/Country is required/);
    // The error summary's link lands on the part in error.
    expect(country).toHaveAttribute("id", "field-home");
    expect(submitted()).toBeUndefined();

    await user.selectOptions(country, "US");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(submitted()).toBeDefined());
    expect(submitted().variables.data).toEqual({
      home: { line1: "1 Main St", city: "Springfield", country: "US" },
    });
  });

  it("names the parts and the countries in the form's language, sorted as it sorts", async () => {
    const catalogue = await loadCatalogue("de");
    await act(async () => {
      render(
        <Suspense fallback={null}>
          <LocalizedForm language="de">
            <PublicForm
              slug="home"
              document={localizeDefaults(documentWith(home, "de"), catalogue)}
              defaultValues={{}}
              mode="preview"
            />
          </LocalizedForm>
        </Suspense>,
      );
    });
    const group = await screen.findByRole("group", { name: /Home address/ });
    expect(within(group).getByRole("textbox", { name: /^Adresszeile 1/ })).toBeInTheDocument();
    expect(within(group).getByRole("textbox", { name: /^Postleitzahl/ })).toBeInTheDocument();
    const country = within(group).getByRole("combobox", { name: /^Land/ });
    expect(within(country).getByRole("option", { name: "Frankreich" })).toHaveValue("FR");
    const names = within(country)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(names.indexOf("Oman")).toBeLessThan(names.indexOf("Österreich"));
    expect(names.indexOf("Österreich")).toBeLessThan(names.indexOf("Pakistan"));
  });
});
