// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import {
  englishCatalogue,
  type FormDocument,
  parseFormDocument,
  setActiveCatalogue,
  translateDocument,
} from "@formwright/core";
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LocalizedForm } from "./localized-form";
import { PublicForm } from "./public-form";

/** ICU puts a narrow or a plain no-break space before "PM", depending on its version. */
const plainSpaces = (text: string | null) => (text ?? "").replace(/\s/gu, " ");

function parsed(document: unknown): FormDocument {
  const result = parseFormDocument(document);
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  return result.document;
}

// Fields whose answers are no plain text or choice, and a paragraph showing them.
const wordsForm = parsed({
  slug: "words",
  title: "Words",
  blocks: [
    { type: "address", name: "home", label: "Home" },
    {
      type: "matrix",
      name: "quality",
      label: "Quality",
      rows: [
        { value: "taste", label: "Taste" },
        { value: "price", label: "Price" },
      ],
      columns: [
        { value: "bad", label: "Bad" },
        { value: "good", label: "Good" },
      ],
    },
    { type: "checkbox", name: "agree", label: "Agree" },
    { type: "date", name: "day", label: "Day" },
    { type: "time", name: "at", label: "At" },
    { type: "paragraph", text: "To {{home}}; {{quality}}; {{agree}}; {{day}} at {{at}}." },
  ],
  translations: {
    fr: {
      title: "Mots",
      blocks: {
        quality: {
          label: "Qualité",
          rows: { taste: "Goût", price: "Prix" },
          columns: { bad: "Mauvais", good: "Bon" },
        },
      },
    },
  },
});
const wordsAnswers = {
  home: { line1: "10 Downing Street", city: "London", country: "GB" },
  quality: { taste: "good" },
  agree: true,
  day: "2026-03-07",
  at: "14:30",
};

const pipes = parseFormDocument({
  slug: "pipes",
  title: "Pipes",
  confirmation: { message: "Thanks, {{name}}: see you in the {{slot}}." },
  blocks: [
    { type: "text", name: "name", label: "Your name", required: true },
    {
      type: "radio",
      name: "slot",
      label: "When, {{name}}?",
      options: [
        { label: "Morning", value: "am" },
        { label: "Evening", value: "pm" },
      ],
    },
    { type: "paragraph", text: "{{name}} picked the {{slot}}, <b>really</b>." },
  ],
});
if (!pipes.success) throw new Error(JSON.stringify(pipes.issues));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setActiveCatalogue(englishCatalogue);
});

describe("answer piping in the public form", () => {
  it("shows earlier answers as text in later labels, paragraphs and the confirmation", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({ data: { submitForm: { submissionId: "s-1", fieldErrors: [] } } }),
      ),
    );
    const user = userEvent.setup();
    render(<PublicForm slug="pipes" document={pipes.document} defaultValues={{}} minFillMs={0} />);
    expect(await screen.findByText("picked the, <b>really</b>.")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Your name/), "<i>Ada</i>");
    await user.click(await screen.findByRole("radio", { name: "Evening" }));
    expect(screen.getByRole("radiogroup", { name: /When, <i>Ada<\/i>\?/ })).toBeInTheDocument();
    expect(screen.getByText("<i>Ada</i> picked the Evening, <b>really</b>.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(
      await screen.findByText("Thanks, <i>Ada</i>: see you in the Evening."),
    ).toBeInTheDocument();
  });

  it("shows an address, a matrix, a checkbox, a date and a time in words, not as stored", async () => {
    render(
      <PublicForm slug="words" document={wordsForm} defaultValues={wordsAnswers} mode="preview" />,
    );
    const paragraph = await screen.findByText(/^To /);
    expect(plainSpaces(paragraph.textContent)).toBe(
      "To 10 Downing Street, London, United Kingdom; Taste: Good; Yes; March 7, 2026 at 2:30 PM.",
    );
  });

  it("says an address as it is typed, markup as text", async () => {
    const user = userEvent.setup();
    render(<PublicForm slug="words" document={wordsForm} defaultValues={{}} mode="preview" />);
    expect(await screen.findByText("To; at.")).toBeInTheDocument();
    await user.type(await screen.findByLabelText(/Address line 1/), "<b>1</b> Main St");
    await user.type(screen.getByLabelText(/City/), "Leeds");
    expect(screen.getByText("To <b>1</b> Main St, Leeds; at.")).toBeInTheDocument();
  });

  it("says piped answers in the page's language", async () => {
    await act(async () => {
      render(
        <Suspense fallback={null}>
          <LocalizedForm language="fr">
            <PublicForm
              slug="words"
              document={translateDocument(wordsForm, "fr")}
              defaultValues={wordsAnswers}
              mode="preview"
            />
          </LocalizedForm>
        </Suspense>,
      );
    });
    const paragraph = await screen.findByText(/^To /);
    expect(plainSpaces(paragraph.textContent)).toBe(
      "To 10 Downing Street, London, Royaume-Uni; Goût: Bon; Oui; 7 mars 2026 at 14:30.",
    );
  });
});
