import type {
  PartCommandRequest,
  PartCommandResult,
} from "../../editor/block-types/block-type-definition";
import { isRecord, textOf } from "../../editor/block-types/draft-values";
import type { KeyContext } from "../../editor/block-types/follow-labels";
import { copyName } from "../../editor/copy-name";
import type { DraftBlock, PublishedKeys } from "../../editor/draft-types";

/**
 * The inner blocks of a draft group (what is not a block is left out: the
 * document check names it).
 *
 * @example
 * innerBlocksOf({ type: "group", blocks: [{ type: "text", name: "a" }] }); // [{ type: "text", name: "a" }]
 */
export function innerBlocksOf(group: DraftBlock): DraftBlock[] {
  return Array.isArray(group.blocks)
    ? group.blocks.filter(
        (inner: unknown): inner is DraftBlock => isRecord(inner) && typeof inner.type === "string",
      )
    : [];
}

/** The inner blocks' names but the one at `except`. */
export function innerNames(blocks: readonly DraftBlock[], except?: number): Set<string> {
  return new Set(
    blocks.flatMap((inner, index) =>
      index !== except && typeof inner.name === "string" ? [inner.name] : [],
    ),
  );
}

/** The group with these inner blocks (everything else kept). */
export const withInner = (group: DraftBlock, blocks: DraftBlock[]): DraftBlock => ({
  ...group,
  blocks,
});

/**
 * The inner blocks with the one at `from` moved to `to`, or `null` when `to`
 * is outside the list (nothing moves).
 *
 * @example
 * moveInner([a, b, c], 0, 1); // [b, a, c]
 */
export function moveInner(blocks: readonly DraftBlock[], from: number, to: number) {
  if (to < 0 || to >= blocks.length || from === to || !blocks[from]) return null;
  const next = [...blocks];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as DraftBlock);
  return next;
}

/**
 * The inner blocks with a copy of the one at `index` right after it, named as
 * the editor names a copy (`email2`), unique within the group.
 *
 * @example
 * duplicateInner([{ type: "text", name: "email", label: "Email" }], 0)[1].name; // "email2"
 */
export function duplicateInner(blocks: readonly DraftBlock[], index: number): DraftBlock[] {
  const original = blocks[index];
  if (!original) return [...blocks];
  const copy = structuredClone(original);
  if (typeof copy.name === "string") copy.name = copyName(copy.name, innerNames(blocks));
  const next = [...blocks];
  next.splice(index + 1, 0, copy);
  return next;
}

/**
 * What lets an inner field's name and option values follow their labels (as
 * a top-level field's do): the group's other inner names, and the inner
 * names and option values the live version of this group published (those
 * stay).
 *
 * @example
 * innerKeyContext({ liveDocument, groupName: "attendees", blocks, index: 1 });
 */
export function innerKeyContext({
  liveDocument,
  groupName,
  blocks,
  index,
}: {
  liveDocument: unknown;
  groupName: unknown;
  blocks: readonly DraftBlock[];
  index: number;
}): KeyContext {
  const publishedKeys: PublishedKeys = { fieldNames: [], optionValues: {} };
  const liveBlocks =
    isRecord(liveDocument) && Array.isArray(liveDocument.blocks) ? liveDocument.blocks : [];
  const live = liveBlocks.find(
    (block: unknown) =>
      isRecord(block) && typeof groupName === "string" && block.name === groupName,
  );
  for (const inner of isRecord(live) ? innerBlocksOf(live as DraftBlock) : []) {
    if (typeof inner.name !== "string") continue;
    publishedKeys.fieldNames.push(inner.name);
    if (!Array.isArray(inner.options)) continue;
    publishedKeys.optionValues[inner.name] = inner.options.flatMap((option: unknown) =>
      isRecord(option) && typeof option.value === "string" ? [option.value] : [],
    );
  }
  return { publishedKeys, takenNames: innerNames(blocks, index) };
}

/** How an inner block is named to people: its label, or its name. */
export function innerCaption(inner: DraftBlock): string {
  return textOf(inner.label).trim() || textOf(inner.name);
}

/**
 * What the editor says of an inner block moved (by keys or a drag).
 *
 * @example
 * innerMoveMessage({ caption: "Email", to: 0, count: 3, groupName: "Attendees" });
 * // "Moved Email to position 1 of 3 in Attendees"
 */
export function innerMoveMessage({
  caption,
  to,
  count,
  groupName,
}: {
  caption: string;
  to: number;
  count: number;
  groupName: string;
}): string {
  return `Moved ${caption} to position ${to + 1} of ${count} in ${groupName}`;
}

/** What a command on a selected inner block did (see {@link innerCommand}). */
export interface InnerCommandResult {
  /** The group's inner blocks after it, `null` when nothing changed. */
  blocks: DraftBlock[] | null;
  /** The inner block selected after it. */
  index: number;
  /** What the editor says of it. */
  message: string;
}

/**
 * Moves (`up`, `down`), copies or removes the inner block at `index` inside
 * its group, as Alt+Arrow, Ctrl/Cmd+D and Delete do on it; a group keeps at
 * least one field (a removal of the last one is refused, and said why).
 * `null` when the command does nothing there (a move past an end).
 *
 * @example
 * innerCommand({ blocks, index: 0, command: "down", groupName: "Attendees", undoKeys: "Ctrl" });
 * // { blocks: [b, a, c], index: 1, message: "Moved Name to position 2 of 3 in Attendees" }
 */
export function innerCommand({
  blocks,
  index,
  command,
  groupName,
  undoKeys,
}: {
  blocks: readonly DraftBlock[];
  index: number;
  command: "up" | "down" | "duplicate" | "remove";
  groupName: string;
  /** The modifier of Undo's keys, as the editor names it ("Ctrl", "Cmd"). */
  undoKeys: string;
}): InnerCommandResult | null {
  const inner = blocks[index];
  if (!inner) return null;
  const caption = innerCaption(inner) || "field";
  if (command === "up" || command === "down") {
    const to = index + (command === "up" ? -1 : 1);
    const moved = moveInner(blocks, index, to);
    if (!moved) return null;
    return {
      blocks: moved,
      index: to,
      message: innerMoveMessage({ caption, to, count: blocks.length, groupName }),
    };
  }
  if (command === "duplicate") {
    return {
      blocks: duplicateInner(blocks, index),
      index: index + 1,
      message: `Duplicated ${caption} as position ${index + 2} in ${groupName}`,
    };
  }
  if (blocks.length === 1) {
    return {
      blocks: null,
      index,
      message: `${caption} is the only field of ${groupName}: a group holds at least one field. Add another before removing it, or remove the group.`,
    };
  }
  const next = blocks.filter((_, i) => i !== index);
  return {
    blocks: next,
    index: Math.min(index, next.length - 1),
    message: `Removed ${caption} from ${groupName}. Press ${undoKeys}+Z to undo.`,
  };
}

/**
 * A command on the group's selected inner block run from outside its canvas
 * (the keys pressed in the settings panel, see `BlockTypeDefinition.partCommand`):
 * the group after it, and what {@link innerCommand} says.
 */
export function groupPartCommand({
  block,
  part,
  command,
  undoKeys,
}: PartCommandRequest): PartCommandResult | null {
  const groupName = textOf(block.label).trim() || textOf(block.name) || "the group";
  const result = innerCommand({
    blocks: innerBlocksOf(block),
    index: part,
    command,
    groupName,
    undoKeys,
  });
  if (!result) return null;
  return {
    block: result.blocks ? withInner(block, result.blocks) : null,
    part: result.index,
    message: result.message,
  };
}
