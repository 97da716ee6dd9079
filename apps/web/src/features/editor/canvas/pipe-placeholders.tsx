"use client";

import { type Block, hasPipes, isFieldBlock, pipeAnswers, pipeBlock } from "@formwright/core";
import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from "react";
import { BlockView } from "../../public-form/block-view";
import type { EditorBlock } from "../draft-types";
import { useEditorStore } from "../editor-store";

/**
 * Where the canvas reads the fields' names and labels from (the editor's
 * store): the same object for the canvas's life, so a keystroke in a label
 * changes no context value (React would search the whole canvas for readers
 * of a changed one); the few readers subscribe to it themselves.
 */
interface PipeLabelSource {
  subscribe: (listener: () => void) => () => void;
  /** Every field's name and label, as one string (see {@link labelsKey}). */
  getKey: () => string;
}

const NO_LABELS: PipeLabelSource = { subscribe: () => () => {}, getKey: () => "" };

const PipeLabels = createContext<PipeLabelSource>(NO_LABELS);

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
 * Gives the canvas below it the fields' labels. Its value never changes:
 * only the blocks that pipe answers read the labels (see
 * {@link usePipedPreview}), and are drawn again when a name or label changes;
 * typing in a label redraws those, not the others.
 */
export function PipeLabelsProvider({ children }: { children: ReactNode }) {
  const store = useEditorStore();
  const source = useMemo<PipeLabelSource>(
    () => ({ subscribe: store.subscribe, getKey: () => labelsKey(store.getState().blocks) }),
    [store],
  );
  return <PipeLabels value={source}>{children}</PipeLabels>;
}

const labelKeys = new WeakMap<readonly EditorBlock[], string>();

/** Every field's name and label, as one string: made once per list of blocks. */
function labelsKey(blocks: readonly EditorBlock[]): string {
  let key = labelKeys.get(blocks);
  if (key === undefined) {
    key = blocks
      .flatMap(({ block }) =>
        // Fields only: a payment block has a name and a label, but no answer to pipe.
        isFieldBlock(block as Block) &&
        typeof block.name === "string" &&
        typeof block.label === "string"
          ? [`${block.name}\u0000${block.label}`]
          : [],
      )
      .join("\u0001");
    labelKeys.set(blocks, key);
  }
  return key;
}

/** The fields' labels by name, read from the canvas's source (a string compared by value). */
function usePipeLabels(): ReadonlyMap<string, string> {
  const source = useContext(PipeLabels);
  const key = useSyncExternalStore(source.subscribe, source.getKey, source.getKey);
  return useMemo(
    () =>
      new Map(
        key === ""
          ? []
          : key.split("\u0001").map((pair) => pair.split("\u0000") as [string, string]),
      ),
    [key],
  );
}

/**
 * A block as the canvas draws it: its texts' `{{name}}` as placeholders
 * ("Thanks, [Full name]"), never the raw braces; the block itself when it
 * pipes nothing. For a block that does (`hasPipes`), call inside a component
 * drawn only for such blocks: it reads the labels' context.
 */
export function usePipedPreview(block: Block): Block {
  const labels = usePipeLabels();
  return useMemo(() => pipeBlock(block, placeholderOf(labels)), [block, labels]);
}

/** A text (a block's caption) with its pipes as placeholders, for the selector's name. */
function PipedCaption({ text }: { text: string }) {
  const labels = usePipeLabels();
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
