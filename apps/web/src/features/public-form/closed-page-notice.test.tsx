// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import {
  englishCatalogue,
  type FormDocument,
  loadCatalogue,
  parseFormDocument,
  translateDocument,
} from "@formwright/core";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ClosedPageNotice } from "./closed-page-notice";

afterEach(cleanup);

/** ICU puts a narrow or a plain no-break space before "AM", depending on its version. */
const plainSpaces = (text: string | null) => (text ?? "").replace(/[^\S\n]/gu, " ");

function parsed(input: unknown): FormDocument {
  const result = parseFormDocument(input);
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  return result.document;
}

const opensAt = "2026-12-01T09:00:00+01:00";
const notYetOpen = parsed({
  slug: "later",
  title: "Later",
  availability: { opensAt, timeZone: "Europe/Berlin" },
  blocks: [{ type: "text", name: "name", label: "Name" }],
  translations: { fr: { title: "Plus tard" } },
});

describe("the page of a form that takes no answers", () => {
  it("says when a form that is not open yet opens, in the page's language", async () => {
    render(
      <ClosedPageNotice
        document={notYetOpen}
        reason="notYetOpen"
        catalogue={englishCatalogue}
        language="en"
        answers={{}}
      />,
    );
    expect(plainSpaces(screen.getByRole("status").textContent)).toBe(
      "This form is not open yet\nIt opens on Tuesday, December 1, 2026 at 9:00 AM GMT+1.",
    );
    cleanup();
    render(
      <ClosedPageNotice
        document={translateDocument(notYetOpen, "fr")}
        reason="notYetOpen"
        catalogue={await loadCatalogue("fr")}
        language="fr"
        answers={{}}
      />,
    );
    expect(plainSpaces(screen.getByRole("status").textContent)).toBe(
      "Ce formulaire n’est pas encore ouvert\nIl ouvre le mardi 1 décembre 2026 à 09:00 UTC+1.",
    );
  });

  it("says no opening time once the form has closed", () => {
    render(
      <ClosedPageNotice
        document={notYetOpen}
        reason="closed"
        catalogue={englishCatalogue}
        language="en"
        answers={{}}
      />,
    );
    expect(screen.getByRole("status")).toHaveTextContent(/^This form is closed$/);
  });

  it("pipes answers into the author's closed message: a prefilled one, else the fallback", () => {
    const closed = parsed({
      slug: "closed",
      title: "Closed",
      availability: {
        closesAt: "2026-01-01T00:00:00Z",
        closedMessage: "Sorry {{name|friend}}, we are full. Thanks, {{name}}!",
      },
      blocks: [{ type: "text", name: "name", label: "Name" }],
    });
    const notice = (answers: Record<string, unknown>) => (
      <ClosedPageNotice
        document={closed}
        reason="closed"
        catalogue={englishCatalogue}
        language="en"
        answers={answers}
      />
    );
    const { rerender } = render(notice({ name: "Ada" }));
    expect(screen.getByRole("status")).toHaveTextContent("Sorry Ada, we are full. Thanks, Ada!");
    rerender(notice({}));
    expect(screen.getByRole("status")).toHaveTextContent("Sorry friend, we are full. Thanks!");
  });
});
