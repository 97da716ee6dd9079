"use client";

import { memo, Suspense, useCallback, useMemo, useRef, useState } from "react";
import type { FieldValues } from "react-hook-form";
import type { BlockTypeDefinition } from "./block-types/block-type-definition";
import type { KeyContext } from "./block-types/follow-labels";
import { blockTypeOf } from "./block-types/registry";
import { conditionTargets } from "./conditions/condition-targets";
import { ConditionsEditor } from "./conditions/conditions-editor";
import { type DocumentProblem, toSettingErrors } from "./document-problems";
import type { DraftBlock, EditorBlock } from "./draft-types";
import { type EditorState, selectedPartOf } from "./editor-state";
import { blockByKey, indexOfBlock, isSameList, useEditorSelector } from "./editor-store";
import { isDeepEqual } from "./is-deep-equal";
import { variableTargets } from "./outcomes/outcome-values";
import { type FocusRequest, SettingsForm } from "./settings-form";
import { useKeyContext } from "./use-key-context";

const selectVariables = (state: EditorState) => state.settings.variables;

/** The inputs to update when the block's name or option values followed their labels. */
function followedInputs(
  values: FieldValues,
  next: DraftBlock,
): Record<string, unknown> | undefined {
  const patch: Record<string, unknown> = {};
  if (
    typeof values.name === "string" &&
    typeof next.name === "string" &&
    next.name !== values.name
  ) {
    patch.name = next.name;
  }
  const before: unknown = values.options;
  if (Array.isArray(before) && Array.isArray(next.options)) {
    next.options.forEach((option: unknown, index) => {
      const value = (option as { value?: unknown }).value;
      if (value !== (before[index] as { value?: unknown } | undefined)?.value) {
        patch[`options.${index}.value`] = value;
      }
    });
  }
  return Object.keys(patch).length > 0 ? patch : undefined;
}

/** The conditions' editor, drawn again only when its own props change. */
const Conditions = memo(ConditionsEditor);

const isCondition = (problem: DocumentProblem) => problem.path.includes(".visibleWhen");

/** The type's inputs, drawn again only for another block (never for a keystroke). */
const Inputs = memo(function Inputs({
  Settings,
  block,
}: {
  Settings: BlockTypeDefinition["Settings"];
  block: DraftBlock;
}) {
  return <Settings block={block} />;
});

/**
 * The settings of the selected block: its type's own inputs (from the block
 * type registry), each showing the document problems at its setting, and
 * above them the block's problems no input shows.
 */
export function BlockSettingsPanel({
  entry,
  position,
  problems,
  focusRequest,
  keys,
  earlier,
  onChange,
}: {
  entry: EditorBlock;
  /** The blocks above this one: the fields its conditions may read. */
  earlier: readonly DraftBlock[];
  /** "3 of 8" */
  position: string;
  problems: readonly DocumentProblem[];
  focusRequest: FocusRequest | null;
  /** Lets a field's name and option values follow their labels until published. */
  keys?: KeyContext;
  onChange: (key: string, block: DraftBlock) => void;
}) {
  const definition = blockTypeOf(entry.block);
  const current = useRef(entry.block);
  // The block changed elsewhere (edited in place on the canvas): the inputs follow it.
  const outside = useRef<FieldValues | undefined>(undefined);
  if (current.current !== entry.block) {
    outside.current = definition?.toValues(entry.block);
    current.current = entry.block;
  }
  const [defaultValues] = useState(() => definition?.toValues(entry.block) ?? {});
  // The block as the panel opened it: the inputs follow edits through the form's
  // values, so a keystroke redraws the input it changed, not every input.
  const [opened] = useState(entry.block);
  const errors = useMemo(() => toSettingErrors(problems), [problems]);
  const keysRef = useRef(keys);
  keysRef.current = keys;
  const onValues = useCallback(
    (values: FieldValues) => {
      if (!definition) return undefined;
      const next = definition.fromValues(values, current.current, keysRef.current);
      if (isDeepEqual(next, current.current)) return undefined;
      current.current = next;
      onChange(entry.key, next);
      return followedInputs(values, next);
    },
    [definition, entry.key, onChange],
  );
  const setVisibleWhen = useCallback(
    (visibleWhen: unknown) => {
      const { visibleWhen: _old, ...rest } = current.current;
      const next: DraftBlock = visibleWhen === undefined ? rest : { ...rest, visibleWhen };
      current.current = next;
      onChange(entry.key, next);
    },
    [entry.key, onChange],
  );
  // Fields above the block, and the variables computed from them only (issue 32 §1).
  const variables = useEditorSelector(selectVariables);
  const targets = useMemo(
    () => [...conditionTargets(earlier), ...variableTargets(variables, earlier)],
    [earlier, variables],
  );
  const conditionProblems = useMemo(() => problems.filter(isCondition), [problems]);
  const unplaced = problems.filter((problem) => !problem.setting && !isCondition(problem));

  if (!definition) {
    return (
      <section className="fw-settings" aria-labelledby="unknown-block-heading">
        <h2 id="unknown-block-heading">Block {position}</h2>
        <p>
          The editor does not know blocks of type “{entry.block.type}”. Remove it, or fix the form's
          JSON file.
        </p>
      </section>
    );
  }
  const { Settings } = definition;
  return (
    <SettingsForm
      heading={`Block ${position}: ${definition.title}`}
      defaultValues={defaultValues}
      errors={errors}
      onValues={onValues}
      focusRequest={focusRequest}
      values={outside.current}
    >
      {unplaced.length > 0 && (
        <div className="fw-alert fw-alert--error">
          <p>This block has problems no setting below shows:</p>
          <ul>
            {unplaced.map((problem) => (
              <li key={`${problem.path}:${problem.message}`}>{problem.message}</li>
            ))}
          </ul>
        </div>
      )}
      <Inputs Settings={Settings} block={opened} />
      <Conditions
        visibleWhen={entry.block.visibleWhen}
        targets={targets}
        problems={conditionProblems}
        onChange={setVisibleWhen}
        noun={entry.block.type === "page" ? "page" : "block"}
      />
    </SettingsForm>
  );
}

const selectPosition = (key: string) => (state: EditorState) => {
  const index = indexOfBlock(state.blocks, key);
  return `${index + 1} of ${state.blocks.length}`;
};

/**
 * The settings of the block `blockKey`, reading it from the editor's store:
 * the block, its position ("3 of 8"), the blocks above it (the fields its
 * conditions may read) and what its name and option values may follow. While
 * a part of it is selected on the canvas (a group's inner block), its type's
 * `PartSettings` instead.
 */
export function ConnectedBlockSettings({
  blockKey,
  problems,
  focusRequest,
  onChange,
}: {
  blockKey: string;
  problems: readonly DocumentProblem[];
  focusRequest: FocusRequest | null;
  onChange: (key: string, block: DraftBlock) => void;
}) {
  const entry = useEditorSelector((state) => blockByKey(state, blockKey));
  const position = useEditorSelector(useMemo(() => selectPosition(blockKey), [blockKey]));
  const earlier = useEditorSelector(
    (state) =>
      state.blocks.slice(0, Math.max(indexOfBlock(state.blocks, blockKey), 0)).map((e) => e.block),
    isSameList,
  );
  const keys = useKeyContext(blockKey);
  const part = useEditorSelector(
    useCallback((state: EditorState) => selectedPartOf(state, blockKey), [blockKey]),
  );
  if (!entry) return null;
  // A part of the block selected on the canvas (a group's inner block): its settings, by its type.
  const PartSettings = part === null ? undefined : blockTypeOf(entry.block)?.PartSettings;
  if (PartSettings && part !== null) {
    return (
      <Suspense fallback={null}>
        <PartSettings
          key={part}
          blockKey={blockKey}
          part={part}
          problems={problems}
          onChange={onChange}
        />
      </Suspense>
    );
  }
  return (
    <BlockSettingsPanel
      entry={entry}
      position={position}
      problems={problems}
      focusRequest={focusRequest}
      keys={keys}
      earlier={earlier}
      onChange={onChange}
    />
  );
}
