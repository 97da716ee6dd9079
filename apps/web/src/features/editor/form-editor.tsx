"use client";

import {
  memo,
  type ReactNode,
  type RefObject,
  useCallback,
  useMemo,
  useRef,
  useState,
} from "react";
import { useClearOnNextAction } from "../admin-ui/use-clear-on-next-action";
import { usePreviewHost } from "../live-preview/use-preview-host";
import type { AddBlockMenuHandle } from "./add-block-menu";
import { BlockAvailability } from "./block-availability";
import { BlockList, blockCaption } from "./block-list";
import { ConnectedBlockSettings } from "./block-settings-panel";
import type { BlockTypeDefinition } from "./block-types/block-type-definition";
import { takenFieldNames } from "./block-types/registry";
import { EditorCanvas } from "./canvas/editor-canvas";
import { describeChanges } from "./describe-changes";
import type { DocumentProblem } from "./document-problems";
import type { DraftBlock, DraftSettings, LoadedEditorForm } from "./draft-types";
import { EditKeys, EditToolbar } from "./edit-toolbar";
import { EditorAnnouncerContext } from "./editor-announcer";
import { EditorHeader } from "./editor-header";
import { type EditorAction, type EditorState, FORM_SETTINGS } from "./editor-state";
import {
  blockByKey,
  type EditorStore,
  EditorStoreContext,
  indexOfBlock,
  useBlockKeys,
  useEditorSelector,
} from "./editor-store";
import { FormSettingsPanel } from "./form-settings-panel";
import { ProblemList } from "./problem-list";
import { SaveBar } from "./save-bar";
import type { FocusRequest } from "./settings-form";
import { ShareSection } from "./share/share-section";
import { TranslationSettings } from "./translations/translation-settings";
import { useEditorCommands } from "./use-editor-commands";
import { useDraftDocument, useEditorDocument } from "./use-editor-document";
import { useSaveActions } from "./use-save-actions";
import { useSaveShortcut } from "./use-save-shortcut";
import { useSlashOpens } from "./use-slash-opens";
import { useUnsavedChangesGuard } from "./use-unsaved-changes-guard";
import "./editor.css";

const NO_PROBLEMS: readonly DocumentProblem[] = [];

// Drawn again only when their own props change (a title, a save), never for a keystroke in a block.
const Header = memo(EditorHeader);
const Share = memo(ShareSection);
const Toolbar = memo(EditToolbar);

/**
 * The form editor at `/admin/forms/<id>`: the block list (add, select,
 * reorder), Undo and Redo, the selected block's commands (move, duplicate,
 * remove; see `use-editor-commands.ts`), the settings of the selected block
 * or of the form, the draft's problems at their settings, autosave (and Save,
 * Ctrl/Cmd+S), Publish, and the live preview window. `canEdit` is false for
 * viewers: they can look, not save.
 * `canEditEmbedOrigins` (owners) lets the Share section change the sites allowed to embed it.
 *
 * The editor's state lives in a store (`editor-store.ts`): each part of the
 * page reads the part of it it draws, so typing in one block redraws that
 * block, its outline row and the settings input it changed, not the editor.
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
  const { store, problems } = useEditorDocument(form);
  return (
    <EditorStoreContext.Provider value={store}>
      <BlockAvailability isPaymentsConfigured={form.isPaymentsConfigured}>
        <Editor
          store={store}
          form={form}
          problems={problems}
          canEdit={canEdit}
          canEditEmbedOrigins={canEditEmbedOrigins}
        />
      </BlockAvailability>
    </EditorStoreContext.Provider>
  );
}

/** What the editor's frame draws: everything but the blocks' own content. */
function selectFrame(state: EditorState) {
  return {
    formId: state.formId,
    publishedVersion: state.publishedVersion,
    liveDocument: state.liveDocument,
    savedJson: state.savedJson,
    settings: state.settings,
    selected: state.selected,
    generation: state.generation,
    restored: state.restored,
    canUndo: state.past.length > 0,
    canRedo: state.future.length > 0,
  };
}

function isSameFrame(a: ReturnType<typeof selectFrame>, b: ReturnType<typeof selectFrame>) {
  return (Object.keys(a) as Array<keyof typeof a>).every((key) => Object.is(a[key], b[key]));
}

function Editor({
  store,
  form,
  problems,
  canEdit,
  canEditEmbedOrigins,
}: {
  store: EditorStore;
  form: LoadedEditorForm;
  problems: DocumentProblem[];
  canEdit: boolean;
  canEditEmbedOrigins: boolean;
}) {
  const frame = useEditorSelector(selectFrame, isSameFrame);
  const keys = useBlockKeys();
  const { dispatch } = store;
  // The latest state, read by commands and saves when they run.
  const stateRef = useMemo(
    () =>
      ({
        get current() {
          return store.getState();
        },
      }) as RefObject<EditorState>,
    [store],
  );
  const [announcement, setAnnouncement] = useState("");
  const rootRef = useRef<HTMLDivElement>(null);
  const commands = useEditorCommands({
    state: store.getState(),
    stateRef,
    dispatch,
    canEdit,
    announce: setAnnouncement,
    rootRef,
  });
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const [isProblemListOpen, setProblemListOpen] = useState(false);
  const [isOutlineOpen, setOutlineOpen] = useState(false);
  // The save bar, autosave and the preview follow every change: they live in
  // <SaveArea>, which hands its clearOutcome up for the action scope.
  const clearOutcome = useRef<() => void>(() => {});
  const actionScope = useClearOnNextAction(useCallback(() => clearOutcome.current(), []));
  const openProblems = useCallback(() => setProblemListOpen(true), []);
  // The translation being edited in the form settings: the canvas shows the form in it.
  const [translationShown, setTranslationShown] = useState<string | null>(null);

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
      frame.publishedVersion == null || frame.liveDocument == null
        ? []
        : describeChanges(frame.liveDocument, JSON.parse(frame.savedJson)),
    [frame.publishedVersion, frame.liveDocument, frame.savedJson],
  );

  const { selected, settings } = frame;
  const selectedIndex = keys.indexOf(selected);

  const select = useCallback(
    (selection: string, setting?: string | null) => {
      dispatch({ type: "select", selection });
      setFocusRequest(setting === undefined ? null : { setting, nonce: Date.now() });
    },
    [dispatch],
  );
  const selectBlock = useCallback((key: string) => select(key), [select]);
  // A new block goes after the selected one, or last when the form settings are
  // selected; an inserter on the canvas puts it after its own block (`after`).
  const add = useCallback(
    (definition: BlockTypeDefinition, after?: string) => {
      const { blocks, selected: current } = store.getState();
      const taken = takenFieldNames(blocks.map((entry) => entry.block));
      const selectedAt = indexOfBlock(blocks, current);
      const insertAt = selectedAt >= 0 ? selectedAt + 1 : blocks.length;
      const at = after === undefined ? insertAt : indexOfBlock(blocks, after) + 1 || blocks.length;
      dispatch({ type: "addBlock", block: definition.create({ takenNames: taken }), at });
      setFocusRequest({ setting: null, nonce: Date.now() });
      setAnnouncement(`Added a ${definition.title} block at position ${at + 1}`);
    },
    [dispatch, store],
  );
  const addAtEnd = useCallback(
    (definition: BlockTypeDefinition) => add(definition, store.getState().blocks.at(-1)?.key),
    [add, store],
  );
  const addAfter = useCallback(
    (key: string, definition: BlockTypeDefinition) => add(definition, key),
    [add],
  );
  const inserter = useRef<AddBlockMenuHandle>(null);
  const blocksArea = useRef<HTMLDivElement>(null);
  useSlashOpens(blocksArea, (from) => inserter.current?.open(from));
  const updateBlock = useCallback(
    (key: string, block: DraftBlock) => dispatch({ type: "updateBlock", key, block }),
    [dispatch],
  );
  const updateSettings = useCallback(
    (next: DraftSettings) => dispatch({ type: "updateSettings", settings: next }),
    [dispatch],
  );
  const describeTarget = (problem: DocumentProblem) => {
    if (problem.target === FORM_SETTINGS) return "Form settings";
    const entry = problem.target ? blockByKey(store.getState(), problem.target) : undefined;
    const position = (problem.blockIndex ?? 0) + 1;
    return entry ? `Block ${position}, ${blockCaption(entry)}` : `Block ${position}`;
  };
  const title = typeof settings.title === "string" ? settings.title : "";

  return (
    <div className="fw-editor" ref={rootRef} {...actionScope}>
      <Header
        formId={frame.formId}
        title={title}
        slug={typeof settings.slug === "string" ? settings.slug : ""}
        savedSlug={form.slug}
        publishedVersion={frame.publishedVersion}
        unpublishedChanges={unpublishedChanges}
      />
      <Share
        formId={frame.formId}
        slug={form.slug}
        title={title}
        isPublished={frame.publishedVersion != null}
        canEdit={canEditEmbedOrigins}
        canMakeLinks={canEdit}
      />
      {!canEdit && (
        <p className="fw-alert">
          You can look at this form, but your role (viewer) cannot change it.
        </p>
      )}
      <SaveArea
        formId={frame.formId}
        stateRef={stateRef}
        dispatch={dispatch}
        canEdit={canEdit}
        onRefused={openProblems}
        clearOutcome={clearOutcome}
      >
        <Toolbar
          canEdit={canEdit}
          canUndo={commands.canUndo}
          canRedo={commands.canRedo}
          hasSelectedBlock={selectedIndex >= 0}
          onUndo={commands.undo}
          onRedo={commands.redo}
          onDuplicate={commands.duplicateSelected}
          onRemove={commands.removeSelected}
        />
      </SaveArea>
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
            aria-current={selected === FORM_SETTINGS ? "true" : undefined}
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
          {keys.length === 0 && <p>No blocks yet. Add the first one.</p>}
          <BlockList
            problemCounts={problemCounts}
            canEdit={canEdit}
            onSelect={selectBlock}
            onMove={commands.move}
          />
        </section>
        <EditorCanvas
          canEdit={canEdit}
          onSelect={select}
          onChange={updateBlock}
          onMove={commands.move}
          onAdd={addAtEnd}
          onAddAfter={addAfter}
          inserterRef={inserter}
          translation={selected === FORM_SETTINGS ? translationShown : null}
        />
        <div className="fw-editor__settings">
          <EditorAnnouncerContext.Provider value={setAnnouncement}>
            {selectedIndex >= 0 ? (
              <ConnectedBlockSettings
                key={`${frame.generation}:${frame.restored}:${selected}`}
                blockKey={selected}
                problems={problemsByTarget.get(selected) ?? NO_PROBLEMS}
                focusRequest={focusRequest}
                onChange={updateBlock}
              />
            ) : (
              <>
                <FormSettingsPanel
                  key={`${frame.generation}:${frame.restored}:form`}
                  settings={settings}
                  problems={problemsByTarget.get(FORM_SETTINGS) ?? NO_PROBLEMS}
                  focusRequest={focusRequest}
                  onChange={updateSettings}
                />
                <FormTranslations
                  settings={settings}
                  disabled={!canEdit}
                  onChange={updateSettings}
                  onShow={setTranslationShown}
                />
              </>
            )}
          </EditorAnnouncerContext.Provider>
        </div>
      </div>
      <p className="fw-visually-hidden" aria-live="polite" data-testid="editor-announcer">
        {announcement}
      </p>
    </div>
  );
}

const selectDraftBlocks = (state: EditorState) => state.blocks.map((entry) => entry.block);
const isSameBlocks = (a: readonly DraftBlock[], b: readonly DraftBlock[]) =>
  a.length === b.length && a.every((block, i) => block === b[i]);

/** The form's translations, over the blocks' texts as they are now. */
function FormTranslations(props: {
  settings: DraftSettings;
  disabled: boolean;
  onChange: (settings: DraftSettings) => void;
  onShow: (language: string | null) => void;
}) {
  const blocks = useEditorSelector(selectDraftBlocks, isSameBlocks);
  return <TranslationSettings {...props} blocks={blocks} />;
}

/**
 * The save bar and what follows every change of the draft: autosave (and
 * Save, Ctrl/Cmd+S, leaving with unsaved changes) and the live preview. The
 * one part of the editor's frame drawn again on each keystroke: it is small.
 */
function SaveArea({
  formId,
  stateRef,
  dispatch,
  canEdit,
  onRefused,
  clearOutcome,
  children,
}: {
  formId: string;
  stateRef: RefObject<EditorState>;
  dispatch: (action: EditorAction) => void;
  canEdit: boolean;
  onRefused: () => void;
  /** Set to the save actions' `clearOutcome`, for the editor's action scope. */
  clearOutcome: RefObject<() => void>;
  /** What the sticky bar holds beside the save status (the edit toolbar). */
  children?: ReactNode;
}) {
  const { document, isDirty, revision } = useDraftDocument();
  const preview = usePreviewHost({ formId, document, revision });
  const {
    status,
    save,
    publish,
    reload,
    clearOutcome: clear,
    leave,
  } = useSaveActions({
    stateRef,
    dispatch,
    document,
    isDirty,
    canEdit,
    onSaved: preview.notifySaved,
    onRefused,
  });
  clearOutcome.current = clear;
  useSaveShortcut(() => {
    if (canEdit) void save();
  });
  // Autosave keeps the draft: leaving asks only when a save failed or cannot be made.
  useUnsavedChangesGuard(isDirty && canEdit, leave);
  return (
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
      {children}
    </SaveBar>
  );
}
