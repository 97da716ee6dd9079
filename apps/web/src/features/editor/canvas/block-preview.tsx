"use client";

import {
  type Block,
  blockSchema,
  fieldNameSchema,
  fieldTypeOf,
  isFieldBlock,
} from "@formwright/core";
import { Component, memo, type ReactNode, useMemo, useRef } from "react";
import { FormProvider, useForm } from "react-hook-form";
import type { DraftBlock } from "../draft-types";
import { isDeepEqual } from "../is-deep-equal";
import { PreviewView } from "./pipe-placeholders";

/** Props of {@link BlockPreview}. */
export interface BlockPreviewProps {
  /** The draft block (it may still have problems). */
  block: DraftBlock;
  /** The name its field takes on the canvas: unique on the page, whatever the block's own name. */
  fieldName: string;
  /** The selected block shows its label and help text in text boxes instead (edited in place). */
  withoutTexts?: boolean;
  /** Text of a page break: "Page 2" and its title. */
  pageTitle?: string;
}

/**
 * The block as the public form reads it, or `null` while the draft block has
 * problems. Without its texts (they are edited in place above it) it draws no
 * label at all, so typing in the label leaves the preview as it is.
 */
function publicBlock(block: DraftBlock, fieldName: string, withoutTexts: boolean): Block | null {
  const parsed = blockSchema.safeParse(block);
  if (!parsed.success) return null;
  const shown = parsed.data;
  if (!isFieldBlock(shown)) return shown;
  return withoutTexts
    ? { ...shown, name: fieldName, hiddenLabel: true, label: "", description: undefined }
    : { ...shown, name: fieldName };
}

/**
 * One block of the draft drawn with the public form's own components
 * ({@link BlockView}: the field widgets and content blocks), inside a
 * react-hook-form provider of its own that holds the field's default value.
 * Memoized on the block object: editing one block redraws that block only.
 * The canvas makes it inert; a block whose draft has problems says so
 * instead of showing a half-valid widget.
 */
export const BlockPreview = memo(function BlockPreview(props: BlockPreviewProps) {
  return (
    <PreviewBoundary block={props.block}>
      <Preview {...props} />
    </PreviewBoundary>
  );
});

/**
 * What a block drawn without its texts is checked as. Neither its label nor
 * its name is drawn (the field takes the canvas's name): each matters only by
 * being allowed or not, so any label that is not blank is checked as the same
 * one ("-"), and any allowed name as the same one ("x").
 */
function checkedWithoutTexts(block: DraftBlock): DraftBlock {
  const hasLabel = typeof block.label === "string" && /\S/.test(block.label);
  const hasName = typeof block.name === "string" && fieldNameSchema.safeParse(block.name).success;
  if (!hasLabel && !hasName) return block;
  return { ...block, ...(hasLabel && { label: "-" }), ...(hasName && { name: "x" }) };
}

function Preview({ block, fieldName, withoutTexts = false, pageTitle }: BlockPreviewProps) {
  // Issue 31 §7: the selected block's label is typed into above its widget (and
  // its name may follow it); a keystroke leaves what the widget is drawn from
  // as it was, so the block is not checked again with the block schema.
  const checked = useRef<DraftBlock | null>(null);
  let input = withoutTexts ? checkedWithoutTexts(block) : block;
  if (withoutTexts && checked.current !== null && isDeepEqual(checked.current, input)) {
    input = checked.current;
  }
  checked.current = input;
  const parsed = useMemo(
    () => publicBlock(input, fieldName, withoutTexts),
    [input, fieldName, withoutTexts],
  );
  // The same object while the block draws the same (issue 31 §7): a keystroke
  // in the selected block's label redraws its text box, not its widget.
  const last = useRef(parsed);
  if (last.current !== parsed && !isDeepEqual(last.current, parsed)) last.current = parsed;
  const shown = last.current;
  const defaultValue = useMemo(
    () =>
      shown && isFieldBlock(shown)
        ? "defaultValue" in shown && shown.defaultValue !== undefined
          ? shown.defaultValue
          : fieldTypeOf(shown.type).emptyValue(shown)
        : undefined,
    [shown],
  );
  if (pageTitle !== undefined) {
    return (
      <div className="fw-canvas__page-break">
        <p className="fw-page__heading fw-canvas__page-heading">{pageTitle}</p>
      </div>
    );
  }
  if (!shown) {
    return (
      <p className="fw-canvas__unshown">
        This block has problems: it shows here as respondents see it once they are fixed.
      </p>
    );
  }
  if (!isFieldBlock(shown)) return <ContentPreview block={shown} />;
  // A new default value starts the field's little form over.
  return (
    <FieldPreview key={JSON.stringify(defaultValue) ?? ""} block={shown} value={defaultValue} />
  );
}

/** A content block's preview, drawn again only when the block it draws changes. */
const ContentPreview = memo(PreviewView);

/** A field's preview in its own little form, drawn again only when the field it draws changes. */
const FieldPreview = memo(function FieldPreview({
  block,
  value,
}: {
  block: Block & { name: string };
  value: unknown;
}) {
  const form = useForm({ defaultValues: { [block.name]: value } });
  return (
    <FormProvider {...form}>
      <PreviewView block={block} />
    </FormProvider>
  );
});

/**
 * A block the browser cannot draw (a widget that fails on it) says so in its
 * place, instead of taking the editor down; the next change to it tries again.
 */
interface BoundaryState {
  hasFailed: boolean;
  /** The block it failed on: a new one is tried again. */
  failedOn: DraftBlock | null;
}

class PreviewBoundary extends Component<{ block: DraftBlock; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { hasFailed: false, failedOn: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { hasFailed: true };
  }

  static getDerivedStateFromProps(
    props: { block: DraftBlock },
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return state.failedOn !== null && state.failedOn !== props.block
      ? { hasFailed: false, failedOn: null }
      : null;
  }

  override componentDidCatch() {
    this.setState({ failedOn: this.props.block });
  }

  override render() {
    if (this.state.hasFailed) {
      return <p className="fw-canvas__unshown">This block cannot be shown here.</p>;
    }
    return this.props.children;
  }
}
