// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import {
  type FormDocument,
  isShownToRespondent,
  loadCatalogue,
  translateDocument,
} from "@formwright/core";
import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  EVERY_FIELD_TYPE,
  everyFieldTypeAnswers,
  everyFieldTypeBehind,
  everyFieldTypeDocument,
  GATE,
} from "../../../../../packages/core/src/test/every-field-type";
import { LocalizedForm } from "./localized-form";
import { Receipt } from "./receipt";

afterEach(cleanup);

/** ICU puts a narrow or a plain no-break space before "PM", depending on its version. */
const plainSpaces = (text: string) => text.replace(/\s/gu, " ");

const respondentCases = EVERY_FIELD_TYPE.filter((c) => isShownToRespondent(c.block));

/** The receipt's answers, question → answer, as the page in `language` shows them. */
async function receiptAnswers(input: {
  document: FormDocument;
  data: Record<string, unknown>;
  language: "en" | "fr";
}): Promise<Map<string, string>> {
  // Awaited: the French catalogue suspends the form until it is loaded.
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <LocalizedForm language={input.language}>
          <Receipt
            message="Thanks"
            document={translateDocument(input.document, input.language)}
            slug="every-type"
            submissionId="0193a1b2-c3d4-7e5f-8a9b-0000000000aa"
            data={input.data}
          />
        </LocalizedForm>
      </Suspense>,
    );
  });
  // By test id: a role query over the whole receipt is slow in jsdom.
  const status = await screen.findByTestId("confirmation");
  const list = status.parentElement?.querySelector("dl");
  const answers = new Map<string, string>();
  for (const pair of Array.from(list?.children ?? [])) {
    const question = pair.querySelector("dt")?.textContent ?? "";
    const answer = pair.querySelector("dd")?.textContent ?? "";
    answers.set(question, plainSpaces(answer));
  }
  return answers;
}

describe("Receipt: every type's answer in the respondent's words", () => {
  // Rendered once per language; each test reads one answer.
  let english: Map<string, string>;
  let french: Map<string, string>;
  beforeAll(async () => {
    await loadCatalogue("fr");
    const answers = { document: everyFieldTypeDocument, data: everyFieldTypeAnswers };
    english = await receiptAnswers({ ...answers, language: "en" });
    cleanup();
    french = await receiptAnswers({ ...answers, language: "fr" });
    cleanup();
  });

  it.each(respondentCases)("shows a $block.type answer in English", (c) => {
    expect(english.get(c.block.label)).toBe(c.en);
  });

  it.each(respondentCases)("shows a $block.type answer in French", (c) => {
    expect(french.get(c.french.label ?? c.block.label)).toBe(c.fr);
  });

  it("never shows a hidden field", () => {
    expect([...english.keys()]).toEqual(respondentCases.map((c) => c.block.label));
  });

  it.each(["page", "condition"] as const)(
    "shows no field the respondent skipped (%s)",
    async (how) => {
      const answers = await receiptAnswers({
        document: everyFieldTypeBehind(how),
        data: { ...everyFieldTypeAnswers, [GATE.name]: GATE.closed },
        language: "en",
      });
      expect([...answers]).toEqual([[GATE.label, "Closed"]]);
    },
  );
});

describe("Receipt: the confirmation message pipes answers in the respondent's words", () => {
  it("says a piped checkbox and date in the page's language", async () => {
    await loadCatalogue("fr");
    const agree = EVERY_FIELD_TYPE.find((c) => c.block.name === "agree");
    const day = EVERY_FIELD_TYPE.find((c) => c.block.name === "day");
    await act(async () => {
      render(
        <Suspense fallback={null}>
          <LocalizedForm language="fr">
            <Receipt
              message="{{agree}} / {{day}}"
              document={translateDocument(everyFieldTypeDocument, "fr")}
              slug="every-type"
              submissionId="0193a1b2-c3d4-7e5f-8a9b-0000000000aa"
              data={everyFieldTypeAnswers}
            />
          </LocalizedForm>
        </Suspense>,
      );
    });
    const status = await screen.findByTestId("confirmation");
    expect(plainSpaces(status.textContent ?? "")).toBe(`${agree?.fr} / ${day?.fr}`);
  });
});

describe("Receipt: the receipt number in the page's language", () => {
  it("writes French's no-break space before the colon, as every French label does", async () => {
    await loadCatalogue("fr");
    await act(async () => {
      render(
        <Suspense fallback={null}>
          <LocalizedForm language="fr">
            <Receipt
              message="Merci"
              document={translateDocument(everyFieldTypeDocument, "fr")}
              slug="every-type"
              submissionId="0193a1b2-c3d4-7e5f-8a9b-0000000000aa"
              data={everyFieldTypeAnswers}
            />
          </LocalizedForm>
        </Suspense>,
      );
    });
    const receipt = await screen.findByTestId("receipt-number");
    expect(receipt.parentElement?.textContent).toBe(`Numéro de reçu\u00a0: ${receipt.textContent}`);
  });
});
