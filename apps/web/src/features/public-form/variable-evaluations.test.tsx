// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { FormDocument } from "@formwright/core";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Profiler, type ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadConditionsCode } from "./paging-test-kit";

// ConditionalBlocks is a chunk of its own (next/dynamic): loaded once, as a served page preloads it.
beforeAll(loadConditionsCode);

// Every expression the page evaluates, counted (the real evaluator runs).
const evaluations = vi.hoisted(() => ({ count: 0 }));
vi.mock(
  "../../../../../packages/core/src/logic/expressions/evaluate-expression",
  async (importOriginal) => {
    const original =
      await importOriginal<
        typeof import("../../../../../packages/core/src/logic/expressions/evaluate-expression")
      >();
    return {
      ...original,
      evaluateExpression: (...args: Parameters<typeof original.evaluateExpression>) => {
        evaluations.count++;
        return original.evaluateExpression(...args);
      },
    };
  },
);
// Every pass of the conditions over the form's blocks, counted (the real one runs).
const passes = vi.hoisted(() => ({ count: 0 }));
vi.mock("../../../../../packages/core/src/logic/block-visibility", async (importOriginal) => {
  const original =
    await importOriginal<
      typeof import("../../../../../packages/core/src/logic/block-visibility")
    >();
  return {
    ...original,
    blockVisibility: (...args: Parameters<typeof original.blockVisibility>) => {
      passes.count++;
      return original.blockVisibility(...args);
    },
  };
});
// Renders of the piped paragraph (the block whose text shows a variable).
const paragraphRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock("./block-view", async (importOriginal) => {
  const original = await importOriginal<typeof import("./block-view")>();
  const counted = (children: ReactNode) => (
    <Profiler id="paragraph" onRender={() => paragraphRenders.count++}>
      {children}
    </Profiler>
  );
  return {
    ...original,
    BlockView: (props: Parameters<typeof original.BlockView>[0]) =>
      props.block.type === "paragraph" ? (
        counted(<original.BlockView {...props} />)
      ) : (
        <original.BlockView {...props} />
      ),
  };
});
// The setup files loaded core before this file's mocks: load it again, with them.
vi.resetModules();
const { loadDocumentFieldTypes, parseFormDocument } = await import("@formwright/core");
const { PublicForm } = await import("./public-form");

const VARIABLES = 10;

/**
 * As the `--only forms` benchmark's variables form, small: a chain of
 * variables (the first reads the length of `typed`, each next one the one
 * before, a number field and whether `typed` is answered), the last piped
 * into a paragraph that is shown while the middle one holds a condition, and
 * `other`, which only the last variable reads.
 */
async function chainForm(): Promise<FormDocument> {
  const parsed = parseFormDocument({
    slug: "chain",
    title: "Chain",
    blocks: [
      { type: "text", name: "typed", label: "Typed" },
      { type: "number", name: "n1", label: "N1" },
      { type: "number", name: "n2", label: "N2" },
      { type: "text", name: "other", label: "Other" },
      { type: "text", name: "unread", label: "Unread" },
      {
        type: "paragraph",
        text: `Total so far: {{v${VARIABLES}}}`,
        visibleWhen: { all: [{ field: `v${VARIABLES / 2}`, op: "greaterThan", value: -1 }] },
      },
    ],
    variables: Array.from({ length: VARIABLES }, (_, i) => ({
      name: `v${i + 1}`,
      expression:
        i === 0
          ? "length(typed)"
          : i === VARIABLES - 1
            ? `v${i} + n${(i % 2) + 1} * 2 + if(answered(typed), 1, 0) + if(answered(other), 100, 0)`
            : `v${i} + n${(i % 2) + 1} * 2 + if(answered(typed), 1, 0)`,
    })),
  });
  if (!parsed.success) throw new Error(JSON.stringify(parsed.issues));
  await loadDocumentFieldTypes(parsed.document);
  return parsed.document;
}

/**
 * Types `text` into a field one character at a time, returning what each
 * keystroke made of `counter` (the evaluations, unless told).
 */
function typeInto(label: string, text: string, counter = evaluations): number[] {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  const counts: number[] = [];
  for (const character of text) {
    const before = counter.count;
    act(() => {
      fireEvent.input(input, { target: { value: input.value + character } });
    });
    counts.push(counter.count - before);
  }
  return counts;
}

beforeEach(() => {
  evaluations.count = 0;
  passes.count = 0;
  paragraphRenders.count = 0;
});
afterEach(cleanup);

describe("variables per keystroke (issue 32, the --only forms row)", () => {
  it("evaluates each variable whose inputs changed once per keystroke, however many pipes and conditions read it", async () => {
    render(<PublicForm slug="chain" document={await chainForm()} defaultValues={{}} />);
    // The piping code is a chunk of its own (next/dynamic).
    expect(await screen.findByText("Total so far: 0")).toBeInTheDocument();
    // Every variable reads `typed` (v1 its length): each is evaluated again, once.
    // Before: the condition computed v1–v5, the pipe v1–v5 again for the
    // visibility and then all ten, 20 a keystroke.
    expect(typeInto("Typed", "abc")).toEqual([VARIABLES, VARIABLES, VARIABLES]);
    // v1 is 3, and each of the nine after it adds 1 (typed is answered).
    expect(screen.getByText(`Total so far: ${3 + VARIABLES - 1}`)).toBeInTheDocument();
  });

  it("evaluates only the variables that read the changed field, and renders no pipe whose value stayed", async () => {
    render(<PublicForm slug="chain" document={await chainForm()} defaultValues={{}} />);
    await screen.findByText("Total so far: 0");
    typeInto("Typed", "a");
    expect(screen.getByText(`Total so far: ${VARIABLES}`)).toBeInTheDocument();
    // `other` is read by the last variable alone: one evaluation a keystroke (before: 15).
    paragraphRenders.count = 0;
    expect(typeInto("Other", "xyz")).toEqual([1, 1, 1]);
    expect(screen.getByText(`Total so far: ${VARIABLES + 100}`)).toBeInTheDocument();
    // Its value changed at the first keystroke only: the paragraph rendered once.
    expect(paragraphRenders.count).toBe(1);
    // A field no variable, pipe or condition reads: nothing evaluated, nothing rendered.
    expect(typeInto("Unread", "hello")).toEqual([0, 0, 0, 0, 0]);
    expect(paragraphRenders.count).toBe(1);
  });
  it("makes one pass of the conditions over the blocks per keystroke, shared by the conditions and the pipes", async () => {
    render(<PublicForm slug="chain" document={await chainForm()} defaultValues={{}} />);
    await screen.findByText("Total so far: 0");
    // `typed` is read by the paragraph's condition (through v5) and its pipe (v10).
    // Before: the conditions' pass and the pipes' pass, two a keystroke.
    expect(typeInto("Typed", "abc", passes)).toEqual([1, 1, 1]);
    expect(screen.getByText(`Total so far: ${3 + VARIABLES - 1}`)).toBeInTheDocument();
    // `other` is read by no condition: the pipes reuse the last pass.
    expect(typeInto("Other", "xy", passes)).toEqual([0, 0]);
    expect(screen.getByText(`Total so far: ${3 + VARIABLES - 1 + 100}`)).toBeInTheDocument();
  });
});
