import {
  type Block,
  conditionVariables,
  type Variable,
  type VariableSession,
} from "@formwright/core";

/**
 * The page's {@link VariableSession} for a document with variables (issue
 * 32, core's `pageVariableSession`): the conditions, the pipes and the page
 * titles of one form read their variables through it, so a keystroke
 * evaluates each variable whose inputs changed once, not once per reader. On
 * the server (the page rendered for a post without scripts) a new one per
 * call, so no answers stay in memory there. Undefined without variables, or
 * before their code is loaded (`loadDocumentFieldTypes` loads it before the
 * form renders).
 *
 * @example
 * blockVisibility(blocks, answers, variables, variableSessionOf({ blocks, variables })?.reader);
 */
export function variableSessionOf({
  blocks,
  variables,
}: {
  blocks: readonly Block[];
  variables?: readonly Variable[];
}): VariableSession | undefined {
  return variables?.length
    ? conditionVariables()?.pageVariableSession(
        { blocks, variables },
        typeof window === "undefined",
      )
    : undefined;
}
