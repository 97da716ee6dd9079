/**
 * What the editor says under every text a respondent reads that can show an
 * earlier answer (core's `pipeAnswers`; the rule in docs/form-document.md).
 */
export const PIPE_HINT =
  "Show an earlier answer with {{name}}; {{name|your words}} says your words while it is empty (without them, the empty answer is left out)";
