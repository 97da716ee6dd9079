// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { parseFormDocument } from "@formwright/core";
import type { GroupBlock } from "@formwright/core/field-types/group";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { FormProvider, useForm } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import { initialValues } from "../../public-form/default-values";
import { PublicForm } from "../../public-form/public-form";
import { GroupWidget } from "./widget";

const parsed = parseFormDocument({
  slug: "event",
  title: "Event",
  blocks: [
    {
      type: "group",
      name: "attendees",
      label: "Attendees",
      itemLabel: "Attendee",
      repeat: { min: 1, max: 3 },
      blocks: [
        { type: "text", name: "name", label: "Name", required: true },
        { type: "text", name: "email", label: "Email", required: true, rules: { email: true } },
        { type: "checkbox", name: "vegetarian", label: "Vegetarian" },
        {
          type: "text",
          name: "diet",
          label: "Diet notes",
          visibleWhen: { all: [{ field: "vegetarian", op: "equals", value: true }] },
        },
      ],
    },
  ],
});
if (!parsed.success) throw new Error(JSON.stringify(parsed.issues));
const document = parsed.document;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function item(n: number) {
  return screen.getByRole("group", { name: `Attendee ${n}` });
}

function submitted(fetch: ReturnType<typeof vi.fn>) {
  return (fetch.mock.calls as unknown as Array<[string, RequestInit]>)
    .map(([, init]) => JSON.parse(String(init.body)))
    .find((body) => String(body.query).includes("submitForm"));
}

describe("GroupWidget on the public form", () => {
  it("adds and removes items by keyboard, moving focus and announcing each", async () => {
    const user = userEvent.setup();
    render(
      <PublicForm slug="event" document={document} defaultValues={initialValues(document, {})} />,
    );
    // One item to start with (min 1), which cannot be removed.
    const first = await screen.findByRole("group", { name: "Attendee 1" });
    expect(within(first).getByLabelText(/^Name/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Remove attendee/ })).toBeNull();

    const add = screen.getByRole("button", { name: "Add another attendee" });
    add.focus();
    await user.keyboard("{Enter}");
    const second = await screen.findByRole("group", { name: "Attendee 2" });
    await waitFor(() => expect(within(second).getByLabelText(/^Name/)).toHaveFocus());
    expect(screen.getByText("Attendee 2 added")).toHaveAttribute("role", "status");
    expect(screen.getByRole("button", { name: "Remove attendee 1" })).toBeInTheDocument();

    await user.keyboard("Bob");
    await user.click(screen.getByRole("button", { name: "Add another attendee" }));
    await screen.findByRole("group", { name: "Attendee 3" });
    // At max (3): no more adding.
    expect(screen.queryByRole("button", { name: "Add another attendee" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Remove attendee 1" }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Add another attendee" })).toHaveFocus(),
    );
    expect(screen.getByText("Attendee 1 removed")).toBeInTheDocument();
    // The items are numbered again: Bob is attendee 1 now.
    expect(within(item(1)).getByLabelText(/^Name/)).toHaveValue("Bob");
    expect(screen.queryByRole("group", { name: "Attendee 3" })).toBeNull();
  });

  it("shows each item's message at its field, naming the item, and sends an array of items", async () => {
    const fetch = vi.fn(async () =>
      Response.json({ data: { submitForm: { submissionId: "s-1", fieldErrors: [] } } }),
    );
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    render(
      <PublicForm
        slug="event"
        document={document}
        defaultValues={initialValues(document, {})}
        minFillMs={0}
      />,
    );
    const first = await screen.findByRole("group", { name: "Attendee 1" });
    await user.type(within(first).getByLabelText(/^Name/), "Ada");
    await user.type(within(first).getByLabelText(/^Email/), "ada@example.com");
    // A condition inside an item reads that item only.
    await user.click(within(first).getByLabelText("Vegetarian"));
    await user.type(within(first).getByLabelText(/^Diet notes/), "No nuts");
    await user.click(screen.getByRole("button", { name: "Add another attendee" }));
    const second = await screen.findByRole("group", { name: "Attendee 2" });
    expect(within(second).queryByLabelText(/^Diet notes/)).toBeNull();
    await user.type(within(second).getByLabelText(/^Name/), "Bob");

    await user.click(screen.getByRole("button", { name: "Submit" }));
    const email = within(second).getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    expect(within(second).getByText("Attendee 2: Email is required")).toBeInTheDocument();
    // The error summary links to the field.
    expect(screen.getByRole("link", { name: "Attendee 2: Email is required" })).toHaveAttribute(
      "href",
      `#${email.id}`,
    );
    expect(submitted(fetch)).toBeUndefined();

    await user.type(email, "bob@example.com");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(submitted(fetch)).toBeDefined());
    expect(submitted(fetch).variables.data).toEqual({
      attendees: [
        { name: "Ada", email: "ada@example.com", vegetarian: true, diet: "No nuts" },
        { name: "Bob", email: "bob@example.com", vegetarian: false },
      ],
    });
  });

  it("without scripts, offers each removable item a 'Remove attendee 2' box (never a button Enter would press)", () => {
    const group = document.blocks[0] as GroupBlock;
    function Page() {
      const form = useForm({ defaultValues: { attendees: [{}, {}] } });
      return (
        <FormProvider {...form}>
          <GroupWidget block={group} common={{ name: "attendees", label: "Attendees" }} />
        </FormProvider>
      );
    }
    // The server's page, as a browser without scripts gets it.
    const host = window.document.createElement("div");
    host.innerHTML = renderToString(<Page />);
    const boxes = [
      ...host.querySelectorAll<HTMLInputElement>("input[type=checkbox][name$='$remove']"),
    ];
    expect(boxes.map((box) => box.name)).toEqual(["attendees.0.$remove", "attendees.1.$remove"]);
    const label = host.querySelector(`label[for="${boxes[1]?.id}"]`);
    expect(label?.textContent).toBe("Remove attendee 2");
    expect(
      host.querySelector(".fw-group__remove[type=submit], button.fw-group__remove"),
    ).toBeNull();
  });
});
