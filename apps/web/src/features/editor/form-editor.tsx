"use client";

import { useCallback, useMemo, useRef, useState } from "react";
import { useClearOnNextAction } from "../admin-ui/use-clear-on-next-action";
import { usePreviewHost } from "../live-preview/use-preview-host";
import type { AddBlockMenuHandle } from "./add-block-menu";
import { BlockList, blockCaption } from "./block-list";
import { BlockSettingsPanel } from "./block-settings-panel";
import type { BlockTypeDefinition } from "./block-types/block-type-definition";
import { takenFieldNames } from "./block-types/registry";
import { EditorCanvas } from "./canvas/editor-canvas";
import { describeChanges } from "./describe-changes";
import type { DocumentProblem } from "./document-problems";
import type { DraftBlock, DraftSettings, LoadedEditorForm } from "./draft-types";
import { EditKeys, EditToolbar } from "./edit-toolbar";
import { EditorHeader } from "./editor-header";
import { FORM_SETTINGS } from "./editor-state";
import { FormSettingsPanel } from "./form-settings-panel";
import { ProblemList } from "./problem-list";
import { SaveBar } from "./save-bar";
import type { FocusRequest } from "./settings-form";
import { ShareSection } from "./share/share-section";
import { TranslationSettings } from "./translations/translation-settings";
import { useEditorCommands } from "./use-editor-commands";
import { useEditorDocument } from "./use-editor-document";
import { useSaveActions } from "./use-save-actions";
import { useSaveShortcut } from "./use-save-shortcut";
import { useSlashOpens } from "./use-slash-opens";
import { useUnsavedChangesGuard } from "./use-unsaved-changes-guard";
import "./editor.css";

const NO_PROBLEMS: readonly DocumentProblem[] = [];

/**
 * The form editor at `/admin/forms/<id>`: the block list (add, select,
 * reorder), Undo and Redo, the selected block's commands (move, duplicate,
 * remove; see `use-editor-commands.ts`), the settings of the selected block
 * or of the form, the draft's problems at their settings, autosave (and Save,
 * Ctrl/Cmd+S), Publish, and the live preview window. `canEdit` is false for
 * viewers: they can look, not save.
 * `canEditEmbedOrigins` (owners) lets the Share section change the sites allowed to embed it.
 */
export function FormEditor({
  form,
  canEdit,
  canEditEmbedOrigins = false,
}: {
  form: LoadedEditorForm;
  canEdit: boolean;
  canEditEmbedOrigins?: boolean;
}) {
  const { state, dispatch, document, isDirty, problems } = useEditorDocument(form);
  const stateRef = useRef(state);
  stateRef.current = state;
  const [announcement, setAnnouncement] = useState("");
  const rootRef = useRef<HTMLDivElement>(null);
  const commands = useEditorCommands({
    state,
    stateRef,
    dispatch,
    canEdit,
    announce: setAnnouncement,
    rootRef,
  });
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const [isProblemListOpen, setProblemListOpen] = useState(false);
  const [isOutlineOpen, setOutlineOpen] = useState(false);
  // The translation being edited in the form settings: the canvas shows the form in it.
  const [translationShown, setTranslationShown] = useState<string | null>(null);
  const preview = usePreviewHost({ formId: state.formId, document, revision: state.revision });
  const { status, save, publish, reload, clearOutcome, leave } = useSaveActions({
    stateRef,
    dispatch,
    document,
    isDirty,
    canEdit,
    onSaved: preview.notifySaved,
    onRefused: useCallback(() => setProblemListOpen(true), []),
  });
  useSaveShortcut(() => {
    if (canEdit) void save();
  });
  // Autosave keeps the draft: leaving asks only when a save failed or cannot be made.
  useUnsavedChangesGuard(isDirty && canEdit, leave);
  // The last save's or publish's outcome goes when the author does something else.
  const actionScope = useClearOnNextAction(clearOutcome);

  const problemsByTarget = useMemo(() => {
    const map = new Map<string, DocumentProblem[]>();
    for (const problem of problems) {
      if (!problem.target) continue;
      map.set(problem.target, [...(map.get(problem.target) ?? []), problem]);
    }
    return map;
  }, [problems]);
  const problemCounts = useMemo(
    () => new Map([...problemsByTarget].map(([key, list]) => [key, list.length])),
    [problemsByTarget],
  );

  // What the live page lacks: the saved draft against the live version.
  const unpublishedChanges = useMemo(
    () =>
      state.publishedVersion == null || state.liveDocument == null
        ? []
        : describeChanges(state.liveDocument, JSON.parse(state.savedJson)),
    [state.publishedVersion, state.liveDocument, state.savedJson],
  );

  const selectedIndex = state.blocks.findIndex((entry) => entry.key === state.selected);
  const draftBlocks = useMemo(() => state.blocks.map((entry) => entry.block), [state.blocks]);
  const selectedEntry = state.blocks[selectedIndex];
  const earlierBlocks = useMemo(
    () => state.blocks.slice(0, Math.max(selectedIndex, 0)).map((entry) => entry.block),
    [state.blocks, selectedIndex],
  );
  const otherNames = takenFieldNames(
    state.blocks.filter((entry) => entry.key !== state.selected).map((entry) => entry.block),
  );
  const otherNamesKey = [...otherNames].sort().join(" ");
  // biome-ignore lint/correctness/useExhaustiveDependencies: otherNamesKey stands for otherNames
  const keys = useMemo(
    () => ({ publishedKeys: state.publishedKeys, takenNames: otherNames }),
    [state.publishedKeys, otherNamesKey],
  );

  const select = (selection: string, setting?: string | null) => {
    dispatch({ type: "select", selection });
    setFocusRequest(setting === undefined ? null : { setting, nonce: Date.now() });
  };
  // A new block goes after the selected one, or last when the form settings are
  // selected; an inserter on the canvas puts it after its own block (`after`).
  const insertAt = selectedEntry ? selectedIndex + 1 : state.blocks.length;
  const add = (definition: BlockTypeDefinition, after?: string) => {
    const taken = takenFieldNames(state.blocks.map((entry) => entry.block));
    const at =
      after === undefined
        ? insertAt
        : state.blocks.findIndex((entry) => entry.key === after) + 1 || state.blocks.length;
    dispatch({ type: "addBlock", block: definition.create({ takenNames: taken }), at });
    setFocusRequest({ setting: null, nonce: Date.now() });
    setAnnouncement(`Added a ${definition.title} block at position ${at + 1}`);
  };
  const inserter = useRef<AddBlockMenuHandle>(null);
  const blocksArea = useRef<HTMLDivElement>(null);
  useSlashOpens(blocksArea, (from) => inserter.current?.open(from));
  const updateBlock = useCallback(
    (key: string, block: DraftBlock) => dispatch({ type: "updateBlock", key, block }),
    [dispatch],
  );
  const updateSettings = useCallback(
    (settings: DraftSettings) => dispatch({ type: "updateSettings", settings }),
    [dispatch],
  );
  const describeTarget = (problem: DocumentProblem) => {
    if (problem.target === FORM_SETTINGS) return "Form settings";
    const entry = state.blocks.find((b) => b.key === problem.target);
    const position = (problem.blockIndex ?? 0) + 1;
    return entry ? `Block ${position}, ${blockCaption(entry)}` : `Block ${position}`;
  };

  return (
    <div className="fw-editor" ref={rootRef} {...actionScope}>
      <EditorHeader
        formId={state.formId}
        title={typeof state.settings.title === "string" ? state.settings.title : ""}
        slug={typeof state.settings.slug === "string" ? state.settings.slug : ""}
        savedSlug={form.slug}
        publishedVersion={state.publishedVersion}
        unpublishedChanges={unpublishedChanges}
      />
      <ShareSection
        formId={state.formId}
        slug={form.slug}
        title={typeof state.settings.title === "string" ? state.settings.title : ""}
        isPublished={state.publishedVersion != null}
        canEdit={canEditEmbedOrigins}
      />
      {!canEdit && (
        <p className="fw-alert">
          You can look at this form, but your role (viewer) cannot change it.
        </p>
      )}
      <SaveBar
        status={status}
        isDirty={isDirty}
        canEdit={canEdit}
        preview={preview.connection}
        onSave={() => void save()}
        onPublish={() => void publish()}
        onOpenPreview={preview.open}
        onReload={() => void reload()}
      >
        <EditToolbar
          canEdit={canEdit}
          canUndo={commands.canUndo}
          canRedo={commands.canRedo}
          hasSelectedBlock={selectedEntry !== undefined}
          onUndo={commands.undo}
          onRedo={commands.redo}
          onDuplicate={commands.duplicateSelected}
          onRemove={commands.removeSelected}
        />
      </SaveBar>
      <EditKeys canEdit={canEdit} />
      <ProblemList
        problems={problems}
        isOpen={isProblemListOpen}
        onToggle={setProblemListOpen}
        describeTarget={describeTarget}
        onGo={(problem) => problem.target && select(problem.target, problem.setting)}
      />
      <div ref={blocksArea} className="fw-editor__layout">
        <section
          className="fw-editor__structure"
          aria-labelledby="editor-blocks-heading"
          data-open={isOutlineOpen ? "" : undefined}
        >
          <h2 id="editor-blocks-heading">Blocks</h2>
          {/* On a phone the outline folds away: the canvas comes first. */}
          <button
            type="button"
            className="fw-button fw-button--secondary fw-button--small fw-editor__outline-toggle"
            aria-expanded={isOutlineOpen}
            onClick={() => setOutlineOpen((open) => !open)}
          >
            {isOutlineOpen ? "Hide the outline" : "Show the outline"}
          </button>
          <button
            type="button"
            className="fw-editor__form-settings"
            aria-current={state.selected === FORM_SETTINGS ? "true" : undefined}
            onClick={() => select(FORM_SETTINGS)}
          >
            Form settings
            {(problemCounts.get(FORM_SETTINGS) ?? 0) > 0 && (
              <span className="fw-block-row__problems">
                {problemCounts.get(FORM_SETTINGS) === 1
                  ? "1 problem"
                  : `${problemCounts.get(FORM_SETTINGS)} problems`}
              </span>
            )}
          </button>
          {state.blocks.length === 0 && <p>No blocks yet. Add the first one.</p>}
          <BlockList
            blocks={state.blocks}
            selected={state.selected}
            problemCounts={problemCounts}
            canEdit={canEdit}
            onSelect={(key) => select(key)}
            onMove={commands.move}
          />
        </section>
        <EditorCanvas
          blocks={state.blocks}
          settings={state.settings}
          selected={state.selected}
          canEdit={canEdit}
          keys={keys}
          onSelect={select}
          onChange={updateBlock}
          onMove={commands.move}
          onAdd={(definition) => add(definition, state.blocks.at(-1)?.key)}
          onAddAfter={(key, definition) => add(definition, key)}
          inserterRef={inserter}
          translation={state.selected === FORM_SETTINGS ? translationShown : null}
        />
        <div className="fw-editor__settings">
          {selectedEntry ? (
            <BlockSettingsPanel
              key={`${state.generation}:${state.restored}:${selectedEntry.key}`}
              entry={selectedEntry}
              position={`${selectedIndex + 1} of ${state.blocks.length}`}
              problems={problemsByTarget.get(selectedEntry.key) ?? NO_PROBLEMS}
              focusRequest={focusRequest}
              keys={keys}
              earlier={earlierBlocks}
              onChange={updateBlock}
            />
          ) : (
            <>
              <FormSettingsPanel
                key={`${state.generation}:${state.restored}:form`}
                settings={state.settings}
                problems={problemsByTarget.get(FORM_SETTINGS) ?? NO_PROBLEMS}
                focusRequest={focusRequest}
                onChange={updateSettings}
              />
              <TranslationSettings
                settings={state.settings}
                blocks={draftBlocks}
                disabled={!canEdit}
                onChange={updateSettings}
                onShow={setTranslationShown}
              />
            </>
          )}
        </div>
      </div>
      <p className="fw-visually-hidden" aria-live="polite" data-testid="editor-announcer">
        {announcement}
      </p>
    </div>
  );
}
