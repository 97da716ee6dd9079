import type { Block } from "../document/block-schema";
import { isFieldBlock } from "../document/is-field-block";
import type { Variable } from "../document/variables-schema";
import { getOwn } from "../utils/get-own";
import { blockVisibility } from "./block-visibility";

/** One scored question after a submit, as a quiz shows it (issue 32 §2). */
export interface QuizResult {
  /** The field's name. */
  name: string;
  /** Whether the answer chose exactly the correct options. */
  isCorrect: boolean;
  /** The correct options' labels, joined by ", ". */
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
 * whether the answer chose exactly the correct ones.
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
    const options = scoredOptions(block);
    if (!options) return;
    const answer = getOwn(answers, block.name);
    const chosen = new Set(Array.isArray(answer) ? answer : answer == null ? [] : [answer]);
    const correct = options.filter((option) => option.correct === true);
    const isCorrect =
      chosen.size === correct.length && correct.every((option) => chosen.has(option.value));
    const explanation = (block as { explanation?: string }).explanation;
    results.push({
      name: block.name,
      isCorrect,
      correctText: correct.map((option) => option.label).join(", "),
      explanation: explanation?.trim() ? explanation : null,
    });
  });
  return results;
}
