"use client";

import { type ReactNode, type RefObject, useEffect, useRef } from "react";
import "./admin-ui.css";

/** Props of {@link ModalDialog}. */
export interface ModalDialogProps {
  isOpen: boolean;
  /** Called when the visitor dismisses the dialog (Escape); close it by setting `isOpen` false. */
  onDismiss: () => void;
  /** Id of the element that names the dialog. */
  labelledBy: string;
  /** Id of the element that describes it. */
  describedBy?: string;
  /** The element to focus on opening; default the browser's choice (the first focusable one). */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Where focus goes on closing when the element that opened the dialog is no
   * longer on the page (its row was deleted). Otherwise focus returns to it.
   */
  fallbackFocus?: () => HTMLElement | null;
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>` element and `showModal()`: the rest
 * of the page is inert, focus moves into the dialog, Escape dismisses it and
 * focus returns where it was. Its content is rendered only while it is open,
 * so every opening starts afresh.
 *
 * @example
 * <ModalDialog isOpen={isOpen} onDismiss={() => setOpen(false)} labelledBy="rename-title">
 *   <h2 id="rename-title">Rename</h2>
 * </ModalDialog>
 */
export function ModalDialog({
  isOpen,
  onDismiss,
  labelledBy,
  describedBy,
  initialFocus,
  fallbackFocus,
  className,
  children,
}: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const fallbackFocusRef = useRef(fallbackFocus);
  fallbackFocusRef.current = fallbackFocus;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // jsdom has no showModal; there the dialog just opens (tests check content, not inertness).
      if (typeof element.showModal === "function") element.showModal();
      else element.setAttribute("open", "");
      initialFocus?.current?.focus();
    } else if (!isOpen && element.open) {
      if (typeof element.close === "function") element.close();
      else element.removeAttribute("open");
      const previous = opener.current?.isConnected ? opener.current : null;
      (previous ?? fallbackFocusRef.current?.())?.focus();
      opener.current = null;
    }
  }, [isOpen, initialFocus]);

  return (
    <dialog
      ref={dialog}
      className={className ? `fw-dialog ${className}` : "fw-dialog"}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        // Escape: React state decides whether the dialog is open, so keep the two in step.
        event.preventDefault();
        onDismiss();
      }}
    >
      {isOpen ? children : null}
    </dialog>
  );
}
