"use client";

import {
  blockVisibility,
  conditionVariables,
  type FormDocument,
  isFieldBlock,
  pipedNames,
  pipedTextOf,
} from "@formwright/core";
import { useFieldMessages } from "@formwright/fields";
import { useMemo } from "react";
import { useWatch } from "react-hook-form";
import { conditionFields } from "./conditional-blocks";
import { useCatalogue } from "./localized-form";

/**
 * What `{{name}}` says in these texts, for core's `pipeAnswers`/`pipeBlock`:
 * that field's answer in its type's words (as the receipt says it: a choice
 * by its label, an address as its parts, a date written out) in the page's
 * language, or nothing while it is unanswered or its field is hidden by its
 * conditions; a variable (`{{total}}`) says its value computed from the
 * answers. Re-renders only when a piped field, a field a piped variable
 * reads, or a field some condition reads, changes. On the server (a post without scripts rendered again) the
 * answers are the posted ones, so the page reads the same without scripts.
 *
 * @example
 * const textOf = useAnswerText(document, ["Details for {{name}}"]);
 * pipeAnswers("Details for {{name}}", textOf); // "Details for Ada"
 */
export function useAnswerText(
  document: FormDocument,
  texts: readonly string[],
): (name: string) => string {
  const { language } = useFieldMessages();
  const { yes, no, signed } = useCatalogue();
  const context = useMemo(
    () => ({ language, labels: { yes, no, signed } }),
    [language, yes, no, signed],
  );
  const key = texts.join("\u0000");
  const { names, fields } = useMemo(() => {
    const piped = new Set(key.split("\u0000").flatMap(pipedNames));
    // A form with variables has their code loaded before it renders (loadDocumentFieldTypes).
    const ofVariables = document.variables?.length
      ? (conditionVariables()?.variableFields(document.variables) ?? new Map<string, Set<string>>())
      : new Map<string, Set<string>>();
    for (const name of [...piped]) {
      for (const field of ofVariables.get(name) ?? []) piped.add(field);
    }
    // Only then do conditions matter: a hidden field's answer is no answer (the server drops it too).
    if (piped.size > 0)
      for (const name of conditionFields(document.blocks, document.variables)) piped.add(name);
    const byName = new Map(document.blocks.filter(isFieldBlock).map((b) => [b.name, b]));
    return { names: [...piped], fields: byName };
  }, [key, document]);
  const watched = useWatch({ name: names }) as unknown[];
  const answers: Record<string, unknown> = {};
  names.forEach((name, i) => {
    answers[name] = watched[i];
  });
  const { values } = blockVisibility(document.blocks, answers, document.variables);
  const compute = document.variables?.length ? conditionVariables() : undefined;
  const variables =
    compute && document.variables
      ? compute.computeVariables(document.variables, {
          answer: (name) => (Object.hasOwn(values, name) ? values[name] : undefined),
          points: compute.fieldPoints(fields, values),
        })
      : {};
  return pipedTextOf(fields, values, variables, context);
}
