"use client";

import {
  catalogueLanguageOf,
  languageName,
  languageTagSchema,
  loadDocumentFieldTypes,
  textDirection,
  themeSchema,
} from "@formwright/core";
import {
  memo,
  type Ref,
  Suspense,
  use,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { LocalizedForm, useCatalogue } from "../../public-form/localized-form";
import { ThemeLogo, ThemeStyle } from "../../public-form/theme-style";
import { AddBlockMenu, type AddBlockMenuHandle } from "../add-block-menu";
import { blockCaption, usePageNumbers } from "../block-list";
import type { BlockTypeDefinition } from "../block-types/block-type-definition";
import type { DraftBlock, DraftSettings, EditorBlock } from "../draft-types";
import type { EditorState } from "../editor-state";
import {
  blockByKey,
  indexOfBlock,
  useBlockKeys,
  useEditorSelector,
  useEditorStore,
} from "../editor-store";
import { SortableBlocks } from "../sortable-blocks";
import { useCanvasDraft } from "../translations/canvas-translation";
import { CanvasBlock } from "./canvas-block";
import { CanvasTranslation, type CanvasTranslationValue } from "./canvas-translation-context";
import { rememberEarlyFocus } from "./early-focus";
import { PipeLabelsProvider } from "./pipe-placeholders";
import "./canvas.css";

/** The canvas widths the switch offers. */
export type CanvasWidth = "phone" | "desktop";

/** The canvas width of "Phone", in CSS pixels. */
export const PHONE_CANVAS_WIDTH = 390;

/** The selector the form's theme is scoped to: the canvas's "paper", not the editor around it. */
const PAPER = ".fw-canvas__paper";

/** Props of {@link EditorCanvas}: the blocks and settings come from the editor's store. */
export interface EditorCanvasProps {
  canEdit: boolean;
  onSelect: (key: string) => void;
  /** A block edited in place (the editor's `updateBlock`). */
  onChange: (key: string, block: DraftBlock) => void;
  onMove: (key: string, to: number) => void;
  /** Adds a block at the end (the "Add block" after the last block). */
  onAdd: (definition: BlockTypeDefinition) => void;
  /** Adds a block right after the block `key` (its inserter). */
  onAddAfter: (key: string, definition: BlockTypeDefinition) => void;
  /**
   * The inserter `/` opens: the one after the selected block, or the last one
   * when the last block, the form settings or nothing is selected.
   */
  inserterRef?: Ref<AddBlockMenuHandle>;
  /** The translation being edited: the canvas shows the form in it (see canvas-translation.ts). */
  translation?: string | null;
}

const textSetting = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * The editor's canvas: the draft as a respondent sees it, drawn with the
 * public form's own components, in the form's theme (scoped to the canvas)
 * and its own language, its pages one after another, each under its title.
 * Nothing on it can be filled in: each block is a selector (click or focus
 * selects it) whose texts, once selected, are edited in place. Blocks are
 * dragged by their handle (or Space and the arrow keys on it), and "Add
 * block" inserters sit after the selected block and after the last one.
 * Conditions are not evaluated: every block shows, conditional ones badged.
 * "Phone" draws it 390 px wide, "Desktop" as wide as the editor allows.
 * Each part reads what it draws from the editor's store: a keystroke in a
 * block redraws that block only.
 */
export const EditorCanvas = memo(function EditorCanvas(props: EditorCanvasProps) {
  const [width, setWidth] = useState<CanvasWidth>("desktop");
  const headingId = useId();
  // A selector focused before the scripts ran is selected as its block is hydrated.
  const paper = useRef<HTMLDivElement>(null);
  useEffect(() => rememberEarlyFocus(paper.current), []);
  const translation = props.translation ?? null;
  // Only while a translation is shown does the canvas read the whole draft (to translate it).
  const settings = useEditorSelector((state) => (translation ? state.settings : NO_SETTINGS));
  const blocks = useEditorSelector((state) => (translation ? state.blocks : NO_BLOCKS));
  const draft = useCanvasDraft(settings, blocks, translation);
  const isTranslated = translation !== null && draft.settings !== settings;
  const shown = useMemo<CanvasTranslationValue | null>(
    () =>
      isTranslated
        ? {
            settings: draft.settings,
            blocks: new Map(draft.blocks.map((entry) => [entry.key, entry])),
          }
        : null,
    [isTranslated, draft],
  );
  const ownTag = useEditorSelector((state) => state.settings.language);
  const tag = isTranslated ? draft.settings.language : ownTag;
  const language = useMemo(() => {
    const parsed = languageTagSchema.safeParse(tag);
    return parsed.success ? parsed.data : "en";
  }, [tag]);
  return (
    <section className="fw-canvas" aria-labelledby={headingId} data-width={width}>
      <div className="fw-canvas__bar">
        <h2 id={headingId} className="fw-canvas__heading">
          Canvas
        </h2>
        {/* biome-ignore lint/a11y/useSemanticElements: two toggle buttons, named as a group */}
        <div className="fw-canvas__widths" role="group" aria-label="Canvas width">
          {(["phone", "desktop"] as const).map((option) => (
            <button
              key={option}
              type="button"
              className="fw-button fw-button--secondary fw-button--small"
              aria-pressed={width === option}
              onClick={() => setWidth(option)}
            >
              {option === "phone" ? "Phone" : "Desktop"}
            </button>
          ))}
        </div>
      </div>
      <p className="fw-canvas__language" role="status">
        {isTranslated
          ? `Shown in ${languageName(language) ?? language} (${language}), the translation being edited; texts it lacks show in the form's own language.`
          : ""}
      </p>
      <div className="fw-canvas__frame">
        <div
          ref={paper}
          className="fw-canvas__paper"
          lang={language}
          dir={textDirection(language)}
          style={width === "phone" ? { maxWidth: PHONE_CANVAS_WIDTH } : undefined}
          data-testid="editor-canvas"
        >
          <Suspense fallback={<p>Loading the canvas…</p>}>
            <LocalizedForm language={catalogueLanguageOf(language)} isValidating={false}>
              <CanvasTranslation value={shown}>
                <PipeLabelsProvider>
                  <CanvasContent {...props} />
                </PipeLabelsProvider>
              </CanvasTranslation>
            </LocalizedForm>
          </Suspense>
        </div>
      </div>
    </section>
  );
});

const NO_SETTINGS: DraftSettings = {};
const NO_BLOCKS: readonly EditorBlock[] = [];

/** Blocks whose field types (and rule libraries) were there: loaded, they stay. */
const loadedBlocks = new WeakSet<DraftBlock>();

function needsFieldTypes(block: DraftBlock): boolean {
  if (loadedBlocks.has(block)) return false;
  if (loadDocumentFieldTypes({ blocks: [block] } as never) !== null) return true;
  loadedBlocks.add(block);
  return false;
}

/** Whether a block's type is still loading: asked of the blocks that changed only. */
const selectNeedsFieldTypes = (state: EditorState) =>
  state.blocks.some((entry) => needsFieldTypes(entry.block));

/** Whether the block after the selected one exists (its own inserter is then `/`'s). */
const selectIsAfterSelected = (state: EditorState) => {
  const index = indexOfBlock(state.blocks, state.selected);
  return index >= 0 && index < state.blocks.length - 1;
};

/** What the paper holds: the form's heading, its blocks and its submit button. */
function CanvasContent(props: EditorCanvasProps) {
  const { canEdit, onAdd, inserterRef } = props;
  const store = useEditorStore();
  const ownSettings = useEditorSelector((state) => state.settings);
  const settings = useContext(CanvasTranslation)?.settings ?? ownSettings;
  const count = useBlockKeys().length;
  const isAfterSelected = useEditorSelector(selectIsAfterSelected);
  // Suspends while a type the draft uses is still loading (a new block of a rare type).
  if (useEditorSelector(selectNeedsFieldTypes)) {
    const pending = loadDocumentFieldTypes({
      blocks: store.getState().blocks.map((entry) => entry.block),
    } as never);
    if (pending) use(pending);
  }
  const theme = useMemo(() => {
    const parsed = themeSchema.safeParse(settings.theme);
    return parsed.success ? parsed.data : undefined;
  }, [settings.theme]);
  const text = useCatalogue();
  const title = textSetting(settings.title);
  const description = textSetting(settings.description);
  const submitLabel = textSetting(settings.submitLabel).trim() || text.submit;
  return (
    <>
      <ThemeStyle theme={theme} scope={PAPER} />
      <div inert aria-hidden="true" className="fw-canvas__form-top">
        <ThemeLogo theme={theme} />
        <p className="fw-canvas__title">{title}</p>
        {description && <p className="fw-public-page__description">{description}</p>}
      </div>
      <CanvasBlocks {...props} />
      {count === 0 && (
        <p className="fw-canvas__empty">The form has no blocks yet: add the first one below.</p>
      )}
      <div className="fw-canvas__end">
        <AddBlockMenu
          ref={isAfterSelected ? undefined : inserterRef}
          description="Inserts at the end"
          disabled={!canEdit}
          onAdd={onAdd}
        />
      </div>
      <div inert aria-hidden="true" className="fw-form-actions fw-canvas__actions">
        <button type="button" className="fw-button">
          {submitLabel}
        </button>
      </div>
    </>
  );
}

/**
 * The blocks, sortable. Memoized, with callbacks that stay the same, and
 * drawn again only when blocks are added, removed or moved: each block reads
 * its own from the store, so typing in one redraws it and none of the others.
 */
const CanvasBlocks = memo(function CanvasBlocks(props: EditorCanvasProps) {
  const { canEdit, inserterRef } = props;
  const store = useEditorStore();
  const keys = useBlockKeys();
  const pages = usePageNumbers();
  const latest = useRef(props);
  latest.current = props;
  const onSelect = useCallback((key: string) => latest.current.onSelect(key), []);
  const onChange = useCallback(
    (key: string, block: DraftBlock) => latest.current.onChange(key, block),
    [],
  );
  const onAddAfter = useCallback(
    (key: string, definition: BlockTypeDefinition) => latest.current.onAddAfter(key, definition),
    [],
  );
  const onMove = useCallback((key: string, to: number) => latest.current.onMove(key, to), []);
  const caption = useCallback(
    (key: string) => {
      const entry = blockByKey(store.getState(), key);
      return entry ? blockCaption(entry) : "block";
    },
    [store],
  );
  return (
    <SortableBlocks id="formwright-canvas" items={keys} caption={caption} onMove={onMove}>
      <div className="fw-canvas__grid">
        {keys.map((key, index) => (
          <CanvasBlock
            key={key}
            blockKey={key}
            index={index}
            count={keys.length}
            pageNumber={pages.get(index)}
            canEdit={canEdit}
            onSelect={onSelect}
            onChange={onChange}
            onAddAfter={onAddAfter}
            inserterRef={inserterRef}
          />
        ))}
      </div>
    </SortableBlocks>
  );
});
