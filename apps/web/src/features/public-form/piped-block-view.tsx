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
import { useFieldMessages } from "@formwright/fields";
import { useMemo } from "react";
import { useWatch } from "react-hook-form";
import { BlockView } from "./block-view";
import { useCatalogue } from "./localized-form";

/**
 * A block whose texts show earlier answers: `{{name}}` becomes that answer in
 * its type's words (as the receipt says it: a choice by its label, an address
 * as its parts, a date written out) in the page's language, or nothing while
 * it is unanswered or its field is hidden by its conditions. Always text,
 * never HTML. Re-renders only when a piped field, or a field some condition
 * reads, changes.
 */
export function PipedBlockView({ block, document }: { block: Block; document: FormDocument }) {
  const { language } = useFieldMessages();
  const { yes, no, signed } = useCatalogue();
  const context = useMemo(
    () => ({ language, labels: { yes, no, signed } }),
    [language, yes, no, signed],
  );
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
  const piped = pipeBlock(block, (name) =>
    pipedAnswerText(fields.get(name), values[name], context),
  );
  return <BlockView block={piped} />;
}
