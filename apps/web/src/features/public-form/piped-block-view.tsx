"use client";

import { type Block, type FormDocument, pipeBlock, pipedTextsOf } from "@formwright/core";
import { useMemo } from "react";
import { BlockView } from "./block-view";
import { useAnswerText } from "./use-answer-text";

/**
 * A block whose texts (label, description, text, each choice's label) show
 * earlier answers: `{{name}}` becomes that answer in its type's words in the
 * page's language (core's `pipeBlock`, see {@link useAnswerText}); an empty
 * one says the author's fallback (`{{name|fallback}}`) or is dropped. Always
 * text, never HTML.
 */
export function PipedBlockView({ block, document }: { block: Block; document: FormDocument }) {
  const texts = useMemo(() => pipedTextsOf(block), [block]);
  const textOf = useAnswerText(document, texts);
  return <BlockView block={pipeBlock(block, textOf)} />;
}
