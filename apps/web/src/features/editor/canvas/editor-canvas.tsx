"use client";

import {
  catalogueLanguageOf,
  languageName,
  languageTagSchema,
  textDirection,
  themeSchema,
} from "@formwright/core";
import { memo, type Ref, Suspense, useCallback, useId, useMemo, useRef, useState } from "react";
import { useFieldTypes } from "../../../lib/use-field-types";
import { LocalizedForm, useCatalogue } from "../../public-form/localized-form";
import { ThemeLogo, ThemeStyle } from "../../public-form/theme-style";
import { AddBlockMenu, type AddBlockMenuHandle } from "../add-block-menu";
import { blockCaption } from "../block-list";
import type { BlockTypeDefinition } from "../block-types/block-type-definition";
import type { KeyContext } from "../block-types/follow-labels";
import { pageNumbers } from "../block-types/page-break";
import type { DraftBlock, DraftSettings, EditorBlock } from "../draft-types";
import { SortableBlocks } from "../sortable-blocks";
import { useCanvasDraft } from "../translations/canvas-translation";
import { CanvasBlock } from "./canvas-block";
import { PipeLabelsProvider } from "./pipe-placeholders";
import "./canvas.css";

/** The canvas widths the switch offers. */
export type CanvasWidth = "phone" | "desktop";

/** The canvas width of "Phone", in CSS pixels. */
export const PHONE_CANVAS_WIDTH = 390;

/** The selector the form's theme is scoped to: the canvas's "paper", not the editor around it. */
const PAPER = ".fw-canvas__paper";

/** Props of {@link EditorCanvas}. */
export interface EditorCanvasProps {
  blocks: readonly EditorBlock[];
  settings: DraftSettings;
  /** The selected block's key (or the form settings'). */
  selected: string;
  canEdit: boolean;
  /** The selected block's: its name and option values follow their labels. */
  keys?: KeyContext;
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
 */
export function EditorCanvas(ownProps: EditorCanvasProps) {
  const [width, setWidth] = useState<CanvasWidth>("desktop");
  const headingId = useId();
  const draft = useCanvasDraft(ownProps.settings, ownProps.blocks, ownProps.translation ?? null);
  const isTranslated = draft.settings !== ownProps.settings;
  const props = isTranslated ? { ...ownProps, ...draft } : ownProps;
  const language = useMemo(() => {
    const parsed = languageTagSchema.safeParse(props.settings.language);
    return parsed.success ? parsed.data : "en";
  }, [props.settings.language]);
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
          className="fw-canvas__paper"
          lang={language}
          dir={textDirection(language)}
          style={width === "phone" ? { maxWidth: PHONE_CANVAS_WIDTH } : undefined}
          data-testid="editor-canvas"
        >
          <Suspense fallback={<p>Loading the canvas…</p>}>
            <LocalizedForm language={catalogueLanguageOf(language)} isValidating={false}>
              <PipeLabelsProvider blocks={props.blocks}>
                <CanvasContent {...props} />
              </PipeLabelsProvider>
            </LocalizedForm>
          </Suspense>
        </div>
      </div>
    </section>
  );
}

/** What the paper holds: the form's heading, its blocks and its submit button. */
function CanvasContent(props: EditorCanvasProps) {
  const { blocks, settings, canEdit, onAdd, selected, inserterRef } = props;
  const selectedIndex = blocks.findIndex((entry) => entry.key === selected);
  const isAfterSelected = selectedIndex >= 0 && selectedIndex < blocks.length - 1;
  useFieldTypes({ blocks: blocks.map((entry) => entry.block) } as never);
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
      {blocks.length === 0 && (
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
 * The blocks, sortable. Memoized, with callbacks that stay the same: typing in
 * one block redraws that block and none of the others.
 */
const CanvasBlocks = memo(function CanvasBlocks(props: EditorCanvasProps) {
  const { blocks, selected, canEdit, keys, inserterRef } = props;
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
  const pages = useMemo(() => pageNumbers(blocks.map((entry) => entry.block)), [blocks]);
  return (
    <SortableBlocks
      id="formwright-canvas"
      blocks={blocks}
      caption={blockCaption}
      onMove={(key, to) => latest.current.onMove(key, to)}
    >
      <div className="fw-canvas__grid">
        {blocks.map((entry, index) => (
          <CanvasBlock
            key={entry.key}
            entry={entry}
            index={index}
            count={blocks.length}
            caption={blockCaption(entry)}
            pageNumber={pages.get(index)}
            isSelected={entry.key === selected}
            canEdit={canEdit}
            keys={entry.key === selected ? keys : undefined}
            onSelect={onSelect}
            onChange={onChange}
            onAddAfter={onAddAfter}
            inserterRef={entry.key === selected ? inserterRef : undefined}
          />
        ))}
      </div>
    </SortableBlocks>
  );
});
