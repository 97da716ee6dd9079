import type { Block } from "../document/block-schema";
import { isFieldBlock } from "../document/is-field-block";
import type { Variable } from "../document/variables-schema";
import { areFieldTypesLoaded, fieldTypeOf } from "../field-types/registry";
import { getOwn } from "../utils/get-own";
import { blockVisibility } from "./block-visibility";

/** One scored question after a submit, as a quiz shows it (issue 32 §2). */
export interface QuizResult {
  /** The field's name. */
  name: string;
  /** Whether the answer chose exactly the correct options (a ranking: put them in the right order). */
  isCorrect: boolean;
  /** The correct options' labels, joined by ", " (a ranking: every option, in the right order). */
  correctText: string;
  /** The block's `explanation`, when it has one. */
  explanation: string | null;
}

interface ScoredOption {
  label: string;
  value: string;
  correct?: boolean;
}

function scoredOptions(block: unknown): readonly ScoredOption[] | null {
  const options = (block as { options?: unknown }).options;
  if (!Array.isArray(options)) return null;
  return options.some((option) => (option as ScoredOption).correct === true)
    ? (options as ScoredOption[])
    : null;
}

/**
 * The scored questions of a quiz for a submission's answers: every shown
 * field with options of which at least one is marked `correct` (radio,
 * checkbox group, select: the options' own shape, whatever the type), with
 * whether the answer chose exactly the correct ones. A type whose answer is
 * an order (a ranking, `FieldTypeDefinition.quizOrder`) is right when the
 * answer is its right order, and says that order as the correct answer.
 *
 * @example
 * quizResults(document, { capital: "lyon" }); // [{ name: "capital", isCorrect: false, correctText: "Paris", explanation: null }]
 */
export function quizResults(
  document: { blocks: readonly Block[]; variables?: readonly Variable[] },
  answers: Readonly<Record<string, unknown>>,
): QuizResult[] {
  const { shown } = blockVisibility(document.blocks, answers, document.variables);
  const results: QuizResult[] = [];
  document.blocks.forEach((block, index) => {
    if (!shown[index] || !isFieldBlock(block)) return;
    const answer = getOwn(answers, block.name);
    const ordered = orderedResult(block, answer);
    let result: Pick<QuizResult, "isCorrect" | "correctText">;
    if (ordered) result = ordered;
    else {
      const options = scoredOptions(block);
      if (!options) return;
      const chosen = new Set(Array.isArray(answer) ? answer : answer == null ? [] : [answer]);
      const correct = options.filter((option) => option.correct === true);
      result = {
        isCorrect:
          chosen.size === correct.length && correct.every((option) => chosen.has(option.value)),
        correctText: correct.map((option) => option.label).join(", "),
      };
    }
    const explanation = (block as { explanation?: string }).explanation;
    results.push({
      name: block.name,
      ...result,
      explanation: explanation?.trim() ? explanation : null,
    });
  });
  return results;
}

/** A quiz question answered by an order (its type's `quizOrder`): right only in the right order. */
function orderedResult(
  block: Block & { type: string },
  answer: unknown,
): Pick<QuizResult, "isCorrect" | "correctText"> | null {
  const type = block.type as Parameters<typeof fieldTypeOf>[0];
  // The page loads its form's types before showing it, the server all of them.
  if (!areFieldTypesLoaded([type])) return null;
  const order = fieldTypeOf(type).quizOrder?.(block as never);
  if (!order) return null;
  const labels = new Map(
    ((block as { options?: ScoredOption[] }).options ?? []).map((o) => [o.value, o.label]),
  );
  return {
    isCorrect:
      Array.isArray(answer) &&
      answer.length === order.length &&
      order.every((value, position) => answer[position] === value),
    correctText: order.map((value) => labels.get(value) ?? value).join(", "),
  };
}
