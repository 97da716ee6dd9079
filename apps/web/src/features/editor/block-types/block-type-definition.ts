import type { ComponentType } from "react";
import type { DocumentProblem } from "../document-problems";
import type { DraftBlock } from "../draft-types";
import type { PathSegment } from "../json-path";
import type { KeyContext } from "./follow-labels";

/** What a new block is created from. */
export interface CreateBlockContext {
  /** Field names already used in the form; a new field takes a free one. */
  takenNames: ReadonlySet<string>;
}

/**
 * The texts of a block the canvas edits where they appear, each named by its
 * settings input (a key of {@link BlockTypeDefinition.toValues}): the canvas
 * writes them back through `fromValues`, as the settings panel does.
 */
export interface InPlaceTexts {
  /** The input of the text shown as the block's label ("Label" on the canvas). */
  label?: string;
  /** The input of the help text under the label ("Help text"). */
  helpText?: string;
  /** The input of the list of `{ label, value }` options ("Option 1", "Option 2", …). */
  options?: string;
  /**
   * A content block's own words ("Text" on the canvas), in a box styled as the
   * block shows them (`className`, the public block's class); `multiline`: a
   * text area, where Enter starts a new line (a paragraph).
   */
  text?: { input: string; className?: string; multiline?: boolean };
}

/**
 * What a type that draws itself on the canvas is given (see
 * {@link BlockTypeDefinition.Canvas}): the block, whether it is selected, and
 * the canvas's own callbacks.
 */
export interface BlockCanvasProps {
  blockKey: string;
  block: DraftBlock;
  isSelected: boolean;
  canEdit: boolean;
  onSelect: (key: string) => void;
  /** The block after an edit (the editor's `updateBlock`: typing joins one step of Undo). */
  onChange: (key: string, block: DraftBlock) => void;
}

/**
 * What the settings panel gives a type's {@link BlockTypeDefinition.PartSettings}:
 * the block, the part selected in it, its document problems and the panel's
 * callbacks.
 */
export interface PartSettingsProps {
  blockKey: string;
  /** The part's position in the block (a group's inner block: its index in `blocks`). */
  part: number;
  /** The block's document problems (each with its full path: the part picks its own). */
  problems: readonly DocumentProblem[];
  /** The block after an edit of the part (the editor's `updateBlock`: typing joins one step of Undo). */
  onChange: (key: string, block: DraftBlock) => void;
}

/**
 * Everything the editor knows about one block type. The editor is driven by a
 * table of these ({@link BLOCK_TYPES}): a new block type is one more entry.
 */
export interface BlockTypeDefinition {
  type: string;
  /** Name in the "Add block" list and the block list. */
  title: string;
  /** One line on what the block is for. */
  hint: string;
  /**
   * Other words people search for it by, in the inserter's "Search block
   * types" ("stars" for a rating, "dropdown" for a select): each matches by
   * the start of its words, case and accents aside.
   */
  keywords?: readonly string[];
  group: "field" | "content";
  /** A new block of this type with sensible settings. */
  create(context: CreateBlockContext): DraftBlock;
  /** How the block list names the block (its label or text). */
  caption(block: DraftBlock): string;
  /** The settings inputs' values for a block. */
  toValues(block: DraftBlock): Record<string, unknown>;
  /**
   * The block the settings inputs describe; keeps what the inputs do not show.
   * With `keys`, a field's name and option values follow their labels while
   * they may (see `follow-labels.ts`).
   */
  fromValues(values: Record<string, unknown>, current: DraftBlock, keys?: KeyContext): DraftBlock;
  /** The input (by name) a document problem at `path` inside the block belongs to. */
  settingFor(path: readonly PathSegment[], block: DraftBlock): string | null;
  /**
   * The settings inputs, rendered inside the panel's react-hook-form provider.
   * `block` is the block as the panel opened it (its type never changes
   * there): the inputs follow later edits through the form's values.
   */
  Settings: ComponentType<{ block: DraftBlock }>;
  /** The texts the canvas edits in place when the block is selected (none when absent). */
  inPlace?: InPlaceTexts;
  /**
   * Draws the block's body on the canvas instead of its public preview (a
   * group: its inner blocks, each selectable and edited in place). Not inert:
   * it keeps its own controls out of the tab order but its selectors.
   */
  Canvas?: ComponentType<BlockCanvasProps>;
  /**
   * The settings of a part of the block selected on the canvas (a group's
   * inner block: the settings a block of its own type has), shown in the
   * settings panel instead of the block's own while the part is selected.
   */
  PartSettings?: ComponentType<PartSettingsProps>;
  /**
   * The editor's keys (Alt+ArrowUp/Down, Ctrl/Cmd+D, Delete) on the selected
   * part, pressed outside the block's canvas (in the part's settings): the
   * block after it (`null`: unchanged), the part then selected and what to
   * announce; `null` when the command does nothing there.
   */
  partCommand?(request: PartCommandRequest): PartCommandResult | null;
}

/** A command on a selected part of a block (see {@link BlockTypeDefinition.partCommand}). */
export interface PartCommandRequest {
  block: DraftBlock;
  part: number;
  command: "up" | "down" | "duplicate" | "remove";
  /** The modifier of Undo's keys, as the editor names it ("Ctrl", "Cmd"). */
  undoKeys: string;
}

/** What a command on a part did. */
export interface PartCommandResult {
  block: DraftBlock | null;
  part: number;
  message: string;
}
