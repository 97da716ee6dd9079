import {
  type Block,
  conditionVariables,
  type Variable,
  type VariableSession,
} from "@formwright/core";

const sessions = new WeakMap<readonly Variable[], WeakMap<readonly Block[], VariableSession>>();

/**
 * The page's {@link VariableSession} for a document with variables (issue
 * 32): the conditions, the pipes and the page titles of one form read their
 * variables through it, so a keystroke evaluates each variable whose inputs
 * changed once, not once per reader. One per document in the browser; on
 * the server (the page rendered for a post without scripts) a new one per
 * call, so no answers stay in memory there. Undefined without variables, or
 * before their code is loaded (`loadDocumentFieldTypes` loads it before the
 * form renders).
 *
 * @example
 * blockVisibility(blocks, answers, variables, variableSessionOf({ blocks, variables })?.reader);
 */
export function variableSessionOf(document: {
  blocks: readonly Block[];
  variables?: readonly Variable[];
}): VariableSession | undefined {
  const { blocks, variables } = document;
  if (!variables?.length) return undefined;
  const code = conditionVariables();
  if (!code) return undefined;
  if (typeof window === "undefined") return code.variableSession({ blocks, variables });
  let byBlocks = sessions.get(variables);
  if (!byBlocks) {
    byBlocks = new WeakMap();
    sessions.set(variables, byBlocks);
  }
  let session = byBlocks.get(blocks);
  if (!session) {
    session = code.variableSession({ blocks, variables });
    byBlocks.set(blocks, session);
  }
  return session;
}
