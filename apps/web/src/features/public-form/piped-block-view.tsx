"use client";

import {
  type Block,
  blockVisibility,
  type FormDocument,
  isFieldBlock,
  pipeBlock,
  pipedAnswerText,
  pipedNames,
  pipedTextsOf,
} from "@formwright/core";
import { useMemo } from "react";
import { useWatch } from "react-hook-form";
import { BlockView } from "./block-view";

/**
 * A block whose texts show earlier answers: `{{name}}` becomes that answer as
 * text (a choice by its label), or nothing while it is unanswered or its
 * field is hidden by its conditions. Re-renders only when a piped field, or a
 * field some condition reads, changes.
 */
export function PipedBlockView({ block, document }: { block: Block; document: FormDocument }) {
  const { names, fields } = useMemo(() => {
    const piped = new Set(pipedTextsOf(block).flatMap(pipedNames));
    for (const other of document.blocks) {
      for (const c of other.visibleWhen?.all ?? other.visibleWhen?.any ?? []) piped.add(c.field);
    }
    const byName = new Map(document.blocks.filter(isFieldBlock).map((b) => [b.name, b]));
    return { names: [...piped], fields: byName };
  }, [block, document]);
  const watched = useWatch({ name: names }) as unknown[];
  const answers: Record<string, unknown> = {};
  names.forEach((name, i) => {
    answers[name] = watched[i];
  });
  // A hidden field's answer is no answer (the server drops it too).
  const { values } = blockVisibility(document.blocks, answers);
  const piped = pipeBlock(block, (name) => pipedAnswerText(fields.get(name), values[name]));
  return <BlockView block={piped} />;
}
