// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { createSubmissionValidator, parseFormDocument } from "@formwright/core";
import { act, cleanup, fireEvent, render, within } from "@testing-library/react";
import fc from "fast-check";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { PREVIEW_SUBMIT_NOTICE, PublicForm } from "./public-form";

// Issue 14 §1: for random documents with conditions and random answers, what
// the page shows and refuses equals what the server's validator keeps and refuses.

afterEach(cleanup);
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});

interface Spec {
  numeric: boolean;
  required: boolean;
  on: number | undefined;
  op: "equals" | "notEquals" | "isAnswered" | "isNotAnswered" | "greaterThan" | "contains";
  threshold: number;
}

const specs = fc.array(
  fc.record({
    numeric: fc.boolean(),
    required: fc.boolean(),
    on: fc.option(fc.nat(), { nil: undefined }),
    op: fc.constantFrom(
      "equals",
      "notEquals",
      "isAnswered",
      "isNotAnswered",
      "greaterThan",
      "contains",
    ),
    threshold: fc.integer({ min: 0, max: 2 }),
  }),
  { minLength: 1, maxLength: 7 },
);

/** A document of text and number fields, each perhaps required and shown on a condition on an earlier one. */
function blocksOf(list: Spec[]) {
  return list.map((spec, index) => {
    const block: Record<string, unknown> = {
      type: spec.numeric ? "number" : "text",
      name: `f${index}`,
      label: `Field ${index}`,
      required: spec.required,
    };
    if (spec.on !== undefined && index > 0) {
      const target = list[spec.on % index] as Spec;
      const field = `f${spec.on % index}`;
      let op = spec.op;
      // Each kind takes its own operators: numbers compare, text contains.
      if (target.numeric && op === "contains") op = "greaterThan";
      if (!target.numeric && op === "greaterThan") op = "contains";
      const valueless = op === "isAnswered" || op === "isNotAnswered";
      const value = target.numeric ? spec.threshold : String(spec.threshold);
      block.visibleWhen = { any: [{ field, op, ...(valueless ? {} : { value }) }] };
    }
    return block;
  });
}

/** Answers as the page holds them: text for text fields, numbers for number fields, or none. */
const answersFor = (list: Spec[]) =>
  fc.tuple(
    ...list.map((spec) =>
      spec.numeric
        ? fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined })
        : fc.option(fc.constantFrom("", "1", "2", "x 2"), { nil: undefined }),
    ),
  );

describe("the page and the server, for any form with conditions and any answers", () => {
  it("show the same fields, and refuse the same ones", async () => {
    await fc.assert(
      fc.asyncProperty(
        specs.chain((list) => fc.tuple(fc.constant(list), answersFor(list))),
        async ([list, raw]) => {
          const parsed = parseFormDocument({ slug: "prop", title: "Prop", blocks: blocksOf(list) });
          if (!parsed.success) throw new Error(JSON.stringify(parsed.issues));
          const { document } = parsed;
          const answers = Object.fromEntries(
            raw.flatMap((value, i) => (value === undefined ? [] : [[`f${i}`, value]])),
          );
          const server = createSubmissionValidator(document)(answers);

          const { container, unmount } = render(
            <PublicForm slug="prop" document={document} defaultValues={answers} mode="preview" />,
          );
          try {
            const onPage = list.flatMap((_, i) =>
              container.querySelector(`#field-f${i}`) ? [`f${i}`] : [],
            );
            await act(async () => {
              fireEvent.submit(container.querySelector("form") as HTMLFormElement);
            });
            const refused = list.flatMap((_, i) =>
              container.querySelector(`#field-f${i}[aria-invalid="true"]`) ? [`f${i}`] : [],
            );

            if (server.success) {
              expect(refused).toEqual([]);
              expect(within(container).getAllByText(PREVIEW_SUBMIT_NOTICE).length).toBeGreaterThan(
                0,
              );
              // What the server keeps is what the page shows, answered.
              for (const name of Object.keys(server.values)) expect(onPage).toContain(name);
              for (const name of onPage) {
                if (answers[name] !== undefined && answers[name] !== "") {
                  expect(server.values).toHaveProperty(name);
                }
              }
            } else {
              expect(refused).toEqual(server.fieldErrors.map((e) => e.name));
              for (const name of refused) expect(onPage).toContain(name);
            }
          } finally {
            unmount();
          }
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);
});
