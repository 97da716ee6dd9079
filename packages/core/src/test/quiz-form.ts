/**
 * The quiz question the tests of scores, quizzes and endings (issue 32)
 * share: "Capital of France?", Paris scoring `points` and marked correct,
 * Lyon scoring nothing.
 *
 * @example
 * const blocks = [capitalQuestion(2), { type: "paragraph", text: "Score: {{score}}" }];
 */
export function capitalQuestion(points = 1) {
  return {
    type: "radio",
    name: "capital",
    label: "Capital of France?",
    options: [
      { label: "Paris", value: "paris", points, correct: true },
      { label: "Lyon", value: "lyon" },
    ],
  } as const;
}

/** A quiz of the capital question alone, scored `points(capital)` as `score`, with `extra` keys. */
export function capitalQuiz(points = 1, extra: Record<string, unknown> = {}) {
  return {
    slug: "quiz",
    title: "Quiz",
    blocks: [capitalQuestion(points)],
    variables: [{ name: "score", expression: "points(capital)" }],
    ...extra,
  };
}
