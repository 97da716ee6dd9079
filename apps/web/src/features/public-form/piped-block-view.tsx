"use client";

import { type Block, type FormDocument, pipeBlock, pipedTextsOf } from "@formwright/core";
import dynamic from "next/dynamic";
import { useMemo } from "react";
import { BlockView } from "./block-view";
import { useAnswerText } from "./use-answer-text";

// A payment whose amount is a variable (`amountFrom`) computes it as the respondent answers.
const LivePaymentBlock = dynamic(() =>
  import("../content-blocks/payment-block").then((m) => m.LivePaymentBlock),
);

/**
 * A block whose texts (label, description, text, each choice's label) show
 * earlier answers: `{{name}}` becomes that answer in its type's words in the
 * page's language (core's `pipeBlock`, see {@link useAnswerText}); an empty
 * one says the author's fallback (`{{name|fallback}}`) or is dropped. Always
 * text, never HTML. A payment block with `amountFrom` shows its amount
 * computed from the answers as they change.
 */
export function PipedBlockView({ block, document }: { block: Block; document: FormDocument }) {
  const texts = useMemo(() => pipedTextsOf(block), [block]);
  const textOf = useAnswerText(document, texts);
  const piped = pipeBlock(block, textOf);
  return piped.type === "payment" && piped.amountFrom ? (
    <LivePaymentBlock block={piped} document={document} />
  ) : (
    <BlockView block={piped} />
  );
}
