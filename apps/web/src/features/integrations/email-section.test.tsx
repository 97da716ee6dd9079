// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EmailSection } from "./email-section";

const SETTINGS = {
  notify: ["team@example.com"],
  respondentCopyField: null,
  attachPdf: false,
  emailFields: [{ name: "email", label: "Email" }],
  isEmailConfigured: true,
};

/** The API as the section sees it: one form's email settings, saved as sent; no mails yet. */
function fakeApi(saved: Array<Record<string, unknown>>) {
  let settings = { ...SETTINGS };
  return vi.fn(async (_url: string, init: { body: string }) => {
    const { query, variables } = JSON.parse(init.body) as {
      query: string;
      variables: Record<string, unknown>;
    };
    let data: Record<string, unknown>;
    if (query.includes("mutation SaveEmailSettings")) {
      saved.push(variables);
      settings = {
        ...settings,
        notify: variables.notify as string[],
        attachPdf: variables.attachPdf as boolean,
      };
      data = { updateFormEmailSettings: settings };
    } else if (query.includes("emailDeliveries")) {
      data = { emailDeliveries: { nodes: [], pageInfo: { endCursor: null, hasNextPage: false } } };
    } else {
      data = { formEmailSettings: settings };
    }
    return new Response(JSON.stringify({ data }), {
      headers: { "content-type": "application/json" },
    });
  });
}

let saved: Array<Record<string, unknown>> = [];
beforeEach(() => {
  saved = [];
  vi.stubGlobal("fetch", fakeApi(saved));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the email section", () => {
  it("turns on the PDF for the owners by keyboard, with a hint saying what it does, and saves it", async () => {
    const user = userEvent.setup();
    const announce = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <EmailSection formId="f1" announce={announce} />
      </QueryClientProvider>,
    );
    const form = await screen.findByRole("form", { name: "Email notifications" });
    const pdf = within(form).getByRole("checkbox", { name: "Attach the answers as a PDF" });
    expect(pdf).not.toBeChecked();
    expect(pdf).toHaveAccessibleDescription(
      "Owners get the submission's PDF with the mail, as Download PDF gives it.",
    );
    pdf.focus();
    await user.keyboard(" ");
    expect(pdf).toBeChecked();
    await user.click(within(form).getByRole("button", { name: "Save email settings" }));
    await vi.waitFor(() =>
      expect(announce).toHaveBeenCalledWith("success", "Saved the email settings."),
    );
    expect(saved).toEqual([
      { formId: "f1", notify: ["team@example.com"], field: null, attachPdf: true },
    ]);
    expect(pdf).toBeChecked();
  });
});
