"use client";

import type { ModalBlock as ModalBlockData } from "@formwright/core";
import { useWidgetTexts } from "@formwright/fields";
import { useId, useRef } from "react";
import { pageSpanStyle } from "../page-grid/page-span-style";
import { modalOverlayStyle } from "./overlay-style";
import { wrapFocus } from "./wrap-focus";

/**
 * A modal block: a button captioned `trigger` that opens a native modal
 * `<dialog>` with `title` and `text`. `showModal()` makes the rest of the
 * page inert and Escape closes it; Tab wraps round inside it; the dialog's stacking
 * level and fade come from the constants, the page does not scroll while it
 * is open (content-blocks.css), and closing returns focus to the button.
 * The button also names its dialog with `commandfor`/`command="show-modal"`,
 * so a tap before the page is hydrated (a slow phone) opens it too, where the
 * browser knows invoker commands; once hydrated, `onClick` opens it everywhere.
 * Without scripts the button is hidden all the same (older browsers ignore the
 * command), and a
 * `<details>` inside `<noscript>` shows the same title and text when its
 * summary (captioned `trigger`) is activated. Author text is rendered as text.
 *
 * @example
 * <ModalBlock block={{ type: "modal", trigger: "Read the terms", title: "Terms", text: "..." }} />
 */
export function ModalBlock({ block }: { block: ModalBlockData }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const dialogId = useId();
  // Invoker commands are not in React's DOM types yet; they are plain attributes.
  const invoker = { commandfor: dialogId, command: "show-modal" };
  const texts = useWidgetTexts();
  const close = () => dialogRef.current?.close();
  return (
    <div className="fw-block fw-block--modal" style={pageSpanStyle(block.width)}>
      <button
        ref={triggerRef}
        type="button"
        className="fw-button fw-button--secondary fw-modal__trigger"
        aria-haspopup="dialog"
        {...invoker}
        onClick={() => {
          const dialog = dialogRef.current;
          if (dialog && !dialog.open) dialog.showModal();
        }}
      >
        {block.trigger}
      </button>
      <dialog
        ref={dialogRef}
        id={dialogId}
        className="fw-modal"
        aria-labelledby={titleId}
        style={modalOverlayStyle()}
        // Browsers restore focus on close too; doing it here makes it certain.
        onClose={() => triggerRef.current?.focus()}
        onKeyDown={(event) => wrapFocus(event.nativeEvent, event.currentTarget)}
        onClick={(event) => {
          // A click on the dialog element itself is on its backdrop.
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className="fw-modal__body">
          <h2 id={titleId} className="fw-modal__title">
            {block.title}
          </h2>
          <p className="fw-modal__text">{block.text}</p>
          <button type="button" className="fw-button" onClick={close}>
            {texts.modalClose}
          </button>
        </div>
      </dialog>
      <noscript>
        <details className="fw-modal-native">
          <summary className="fw-button fw-button--secondary">{block.trigger}</summary>
          <div className="fw-modal-native__body">
            <h2 className="fw-modal__title">{block.title}</h2>
            <p className="fw-modal__text">{block.text}</p>
          </div>
        </details>
      </noscript>
    </div>
  );
}
