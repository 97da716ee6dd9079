// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { createSubmissionValidator, parseFormDocument } from "@formwright/core";
import { act, cleanup, fireEvent, render, within } from "@testing-library/react";
import fc from "fast-check";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConditionsCode, loadPagingCode } from "./paging-test-kit";
import { PREVIEW_SUBMIT_NOTICE, PublicForm } from "./public-form";

// Issue 14 §1: for random documents with conditions and random answers, what
// the page shows and refuses equals what the server's validator keeps and refuses.
// §2: the documents have page breaks too, some with conditions (skipped pages).

afterEach(cleanup);

beforeAll(async () => {
  Element.prototype.scrollIntoView ??= () => {};
  await loadPagingCode();
  await loadConditionsCode();
});

type Op = "equals" | "notEquals" | "isAnswered" | "isNotAnswered" | "greaterThan" | "contains";

interface Condition {
  on: number | undefined;
  op: Op;
  threshold: number;
}

interface Spec extends Condition {
  numeric: boolean;
  required: boolean;
  /** A page break before this field (not before the first), perhaps with a condition. */
  page: Condition | undefined;
}

const conditionShape = {
  on: fc.option(fc.nat(), { nil: undefined }),
  op: fc.constantFrom<Op>(
    "equals",
    "notEquals",
    "isAnswered",
    "isNotAnswered",
    "greaterThan",
    "contains",
  ),
  threshold: fc.integer({ min: 0, max: 2 }),
};

const specs = fc.array(
  fc.record({
    numeric: fc.boolean(),
    required: fc.boolean(),
    ...conditionShape,
    page: fc.option(fc.record(conditionShape), { nil: undefined, freq: 3 }),
  }),
  { minLength: 1, maxLength: 7 },
);

/** A `visibleWhen` on one of the fields before `index`, or none. */
function visibleWhenOf(list: Spec[], index: number, condition: Condition) {
  if (condition.on === undefined || index === 0) return undefined;
  const target = list[condition.on % index] as Spec;
  const field = `f${condition.on % index}`;
  let op = condition.op;
  // Each kind takes its own operators: numbers compare, text contains.
  if (target.numeric && op === "contains") op = "greaterThan";
  if (!target.numeric && op === "greaterThan") op = "contains";
  const valueless = op === "isAnswered" || op === "isNotAnswered";
  const value = target.numeric ? condition.threshold : String(condition.threshold);
  return { any: [{ field, op, ...(valueless ? {} : { value }) }] };
}

/**
 * A document of text and number fields, each perhaps required and shown on a
 * condition on an earlier one, with page breaks (perhaps skipped on a
 * condition) before some of them.
 */
function blocksOf(list: Spec[]) {
  return list.flatMap((spec, index) => {
    const block: Record<string, unknown> = {
      type: spec.numeric ? "number" : "text",
      name: `f${index}`,
      label: `Field ${index}`,
      required: spec.required,
    };
    const visibleWhen = visibleWhenOf(list, index, spec);
    if (visibleWhen) block.visibleWhen = visibleWhen;
    if (!spec.page || index === 0) return [block];
    const pageWhen = visibleWhenOf(list, index, spec.page);
    return [{ type: "page", ...(pageWhen ? { visibleWhen: pageWhen } : {}) }, block];
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
          // Submitted from the last page shown (a form without pages ignores the step).
          window.history.replaceState(null, "", "/preview/prop?step=99");

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
