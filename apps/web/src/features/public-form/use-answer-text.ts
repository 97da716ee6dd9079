"use client";

import {
  conditionVariables,
  type ExpressionValue,
  type FormDocument,
  isFieldBlock,
  pipedNames,
  pipedTextOf,
} from "@formwright/core";
import { useFieldMessages } from "@formwright/fields";
import { useMemo } from "react";
import { variableSessionOf } from "./form-variables";
import { useCatalogue } from "./localized-form";
import { conditionFields, shownAnswers } from "./page-visibility";
import { useComputedWatch } from "./use-computed-watch";

/**
 * What `{{name}}` says in these texts, for core's `pipeAnswers`/`pipeBlock`:
 * that field's answer in its type's words (as the receipt says it: a choice
 * by its label, an address as its parts, a date written out) in the page's
 * language, or nothing while it is unanswered or its field is hidden by its
 * conditions; a variable (`{{total}}`) says its value computed from the
 * answers (through the page's `variableSessionOf`, shared with the
 * conditions). Re-renders only when what a piped name stands for changes
 * (a piped field's answer or shown state, a piped variable's value); the
 * answers watched are the piped fields, the fields piped variables read and
 * the fields conditions read. On the server (a post without scripts rendered again) the
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
  const { piped, names, positions, fields, variableNames } = useMemo(() => {
    const piped = [...new Set(key.split("\u0000").flatMap(pipedNames))];
    const watched = new Set(piped);
    // A form with variables has their code loaded before it renders (loadDocumentFieldTypes).
    const ofVariables = document.variables?.length
      ? (conditionVariables()?.variableFields(document.variables) ?? new Map<string, Set<string>>())
      : new Map<string, Set<string>>();
    for (const name of piped) {
      for (const field of ofVariables.get(name) ?? []) watched.add(field);
    }
    // Only then do conditions matter: a hidden field's answer is no answer (the server drops it too).
    if (watched.size > 0)
      for (const name of conditionFields(document.blocks, document.variables)) watched.add(name);
    const byName = new Map(document.blocks.filter(isFieldBlock).map((b) => [b.name, b]));
    const positions = new Map<string, number>();
    document.blocks.forEach((block, position) => {
      if (isFieldBlock(block)) positions.set(block.name, position);
    });
    return {
      piped,
      names: [...watched],
      positions,
      fields: byName,
      variableNames: new Set((document.variables ?? []).map((v) => v.name)),
    };
  }, [key, document]);
  // A piped variable is one unless a field has its name (pipedTextOf's rule).
  const isVariable = (name: string) => !fields.has(name) && variableNames.has(name);
  // What each piped name stands for: its field's answer while shown, or its variable's
  // value. Computed as the watched answers change, outside React's render; the texts
  // re-render only when one of these changed (a keystroke elsewhere renders nothing).
  const pipedValues = useComputedWatch(names, document, (watched) => {
    const answers: Record<string, unknown> = {};
    names.forEach((name, i) => {
      answers[name] = watched[i];
    });
    // The conditions' pass of this keystroke, shared (see shownBlocks).
    const values = shownAnswers(document, answers, names, positions);
    const variables = variableSessionOf(document)?.compute(values) ?? {};
    return piped.map((name) => {
      const from: Readonly<Record<string, unknown>> = isVariable(name) ? variables : values;
      return Object.hasOwn(from, name) ? from[name] : undefined;
    });
  });
  const values: Record<string, unknown> = {};
  const variables: Record<string, ExpressionValue> = {};
  piped.forEach((name, i) => {
    if (isVariable(name)) variables[name] = (pipedValues[i] ?? null) as ExpressionValue;
    else if (pipedValues[i] !== undefined) values[name] = pipedValues[i];
  });
  return pipedTextOf(fields, values, variables, context);
}
