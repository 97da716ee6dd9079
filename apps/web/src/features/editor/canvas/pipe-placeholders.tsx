"use client";

import { type Block, hasPipes, pipeAnswers, pipeBlock } from "@formwright/core";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { BlockView } from "../../public-form/block-view";
import type { EditorState } from "../editor-state";
import { useEditorSelector } from "../editor-store";

/** Each field's name and label, for the placeholders of the texts that repeat its answer. */
const PipeLabels = createContext<ReadonlyMap<string, string>>(new Map());

/**
 * What `{{name}}` reads as on the canvas, where there are no answers yet:
 * the field's label in brackets ("[Full name]"), or its name when it has no
 * label (or no such field: "[nickname]").
 *
 * @example placeholderOf(new Map([["fullName", "Full name"]]))("fullName"); // "[Full name]"
 */
export function placeholderOf(labels: ReadonlyMap<string, string>): (name: string) => string {
  return (name) => `[${labels.get(name)?.trim() || name}]`;
}

/**
 * Gives the canvas below it the fields' labels. Its value changes only when a
 * name or label does, and only the blocks that pipe answers read it (see
 * {@link usePipedPreview}): typing in a label redraws those, not the others.
 */
export function PipeLabelsProvider({ children }: { children: ReactNode }) {
  // A string, compared by value: the store's other changes do not redraw the provider.
  const key = useEditorSelector(labelsKey);
  const labels = useMemo(
    () =>
      new Map(
        key === ""
          ? []
          : key.split("\u0001").map((pair) => pair.split("\u0000") as [string, string]),
      ),
    [key],
  );
  return <PipeLabels value={labels}>{children}</PipeLabels>;
}

/** Every field's name and label, as one string. */
function labelsKey(state: EditorState): string {
  return state.blocks
    .flatMap(({ block }) =>
      typeof block.name === "string" && typeof block.label === "string"
        ? [`${block.name}\u0000${block.label}`]
        : [],
    )
    .join("\u0001");
}

/**
 * A block as the canvas draws it: its texts' `{{name}}` as placeholders
 * ("Thanks, [Full name]"), never the raw braces; the block itself when it
 * pipes nothing. For a block that does (`hasPipes`), call inside a component
 * drawn only for such blocks: it reads the labels' context.
 */
export function usePipedPreview(block: Block): Block {
  const labels = useContext(PipeLabels);
  return useMemo(() => pipeBlock(block, placeholderOf(labels)), [block, labels]);
}

/** A text (a block's caption) with its pipes as placeholders, for the selector's name. */
function PipedCaption({ text }: { text: string }) {
  const labels = useContext(PipeLabels);
  return <>{pipeAnswers(text, placeholderOf(labels))}</>;
}

/** `text` with its pipes as placeholders; plain text (no context read) when it has none. */
export function captionWithPlaceholders(text: string): ReactNode {
  return text.includes("{{") ? <PipedCaption text={text} /> : text;
}

/** A block that pipes answers, drawn with its placeholders. */
export function PipedPlaceholderView({ block }: { block: Block }) {
  return <BlockView block={usePipedPreview(block)} />;
}

/** The block as the public form draws it, its pipes as placeholders when it has some. */
export function PreviewView({ block }: { block: Block }) {
  return hasPipes(block) ? <PipedPlaceholderView block={block} /> : <BlockView block={block} />;
}
