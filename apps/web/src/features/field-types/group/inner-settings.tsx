"use client";

import { useCallback, useMemo, useRef } from "react";
import { BlockSettingsPanel } from "../../editor/block-settings-panel";
import type { PartSettingsProps } from "../../editor/block-types/block-type-definition";
import { textOf } from "../../editor/block-types/draft-values";
import { blockTypeOf } from "../../editor/block-types/registry";
import { canvasSelectorId } from "../../editor/canvas/canvas-block";
import type { DocumentProblem } from "../../editor/document-problems";
import type { DraftBlock, EditorBlock } from "../../editor/draft-types";
import { type EditorState, selectAction } from "../../editor/editor-state";
import {
  blockByKey,
  indexOfBlock,
  isSameList,
  useEditorSelector,
  useEditorStore,
} from "../../editor/editor-store";
import { parseJsonPath } from "../../editor/json-path";
import { innerBlocksOf, innerKeyContext, withInner } from "./inner-blocks";

/**
 * The group's problems inside its inner block `part` (`blocks[1].blocks[2].name`),
 * each placed at the input of the inner block's own settings that shows it.
 *
 * @example
 * innerProblems(problems, 2, inner); // [{ path: "blocks[1].blocks[2].name", setting: "name", … }]
 */
export function innerProblems(
  problems: readonly DocumentProblem[],
  part: number,
  inner: DraftBlock,
): DocumentProblem[] {
  const definition = blockTypeOf(inner);
  return problems.flatMap((problem) => {
    const [, , list, index, ...rest] = parseJsonPath(problem.path);
    if (list !== "blocks" || index !== part) return [];
    return [{ ...problem, setting: definition?.settingFor(rest, inner) ?? null }];
  });
}

/**
 * The settings of a group's inner block selected on the canvas (issue 32 §5):
 * the very panel a top-level block of its type has (its type's own inputs,
 * its options, rules, default and conditions), its edits written into the
 * group's `blocks[part]` as one change of the group (Undo takes them back,
 * typing joins one step). Its name follows its label unique within the group,
 * and its conditions read the earlier fields of the same item, as the
 * document check asks; "Group settings" goes back to the group's own.
 */
export function InnerBlockSettings({ blockKey, part, problems, onChange }: PartSettingsProps) {
  const store = useEditorStore();
  const group = useEditorSelector(
    useCallback((state: EditorState) => blockByKey(state, blockKey)?.block, [blockKey]),
  );
  const place = useEditorSelector(
    useCallback(
      (state: EditorState) =>
        `${indexOfBlock(state.blocks, blockKey) + 1} of ${state.blocks.length}`,
      [blockKey],
    ),
  );
  const liveDocument = useEditorSelector(selectLiveDocument);
  const blocks = useMemo(() => (group ? innerBlocksOf(group) : []), [group]);
  const inner = blocks[part];
  // The same list while the fields above keep theirs: typing here redraws no condition.
  const earlierRef = useRef<readonly DraftBlock[]>([]);
  const above = blocks.slice(0, part);
  if (!isSameList(earlierRef.current, above)) earlierRef.current = above;
  const entry = useMemo<EditorBlock | undefined>(
    () => (inner ? { key: `${blockKey}:${part}`, block: inner } : undefined),
    [blockKey, part, inner],
  );
  const innerRef = useRef(inner);
  innerRef.current = inner;
  // Placed once per check of the document (a keystroke here checks it again after a pause).
  const placed = useMemo(
    () => (innerRef.current ? innerProblems(problems, part, innerRef.current) : []),
    [problems, part],
  );
  const write = useCallback(
    (_key: string, next: DraftBlock) => {
      const latest = blockByKey(store.getState(), blockKey)?.block;
      if (!latest) return;
      const current = innerBlocksOf(latest);
      if (!current[part]) return;
      onChange(
        blockKey,
        withInner(
          latest,
          current.map((block, i) => (i === part ? next : block)),
        ),
      );
    },
    [store, blockKey, part, onChange],
  );
  if (!group || !entry) return null;
  const groupName = textOf(group.label).trim() || textOf(group.name) || "the group";
  return (
    <>
      <button
        type="button"
        className="fw-button fw-button--secondary fw-button--small"
        onClick={() => {
          store.dispatch(selectAction(blockKey));
          // The button goes with the inner block's settings: the focus to the group's selector.
          document.getElementById(canvasSelectorId(blockKey))?.focus();
        }}
      >
        Group settings: {groupName}
      </button>
      <BlockSettingsPanel
        // Another inner block here (a removal, a copy): the inputs start over from it.
        key={`${blocks.length}:${entry.block.type}`}
        entry={entry}
        position={`${place}, field ${part + 1} of ${blocks.length} in ${groupName}`}
        problems={placed}
        focusRequest={null}
        keys={innerKeyContext({ liveDocument, groupName: group.name, blocks, index: part })}
        earlier={earlierRef.current}
        onChange={write}
      />
    </>
  );
}

const selectLiveDocument = (state: EditorState) => state.liveDocument;
