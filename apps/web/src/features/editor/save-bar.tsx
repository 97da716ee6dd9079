"use client";

import { type ReactNode, type RefObject, useEffect, useRef } from "react";
import { useHydrated } from "../../lib/use-hydrated";
import type { PreviewConnection } from "../live-preview/use-preview-host";
import type { SaveStatus } from "./use-save-actions";

const PREVIEW_TEXT: Record<PreviewConnection, string> = {
  closed: "Preview not connected",
  connecting: "Preview not connected yet",
  connected: "Preview connected",
  blocked: "Preview not connected: the browser blocked the window; allow pop-ups for this site",
};

/** The CSS variable holding the sticky save bar's height (the settings column stays below it). */
export const SAVE_BAR_HEIGHT_VAR = "--fw-save-bar-height";

/**
 * Keeps {@link SAVE_BAR_HEIGHT_VAR} on the page's root at the bar's height as
 * it changes (the status wraps, the conflict shows): the settings column sticks
 * under it and the page's scroll padding keeps focused inputs out from under it.
 */
function useStickyHeight(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    // Test DOMs (jsdom) have no layout and no ResizeObserver.
    if (!element || typeof ResizeObserver === "undefined") return;
    const root = window.document.documentElement;
    const measure = () =>
      root.style.setProperty(SAVE_BAR_HEIGHT_VAR, `${element.getBoundingClientRect().height}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(SAVE_BAR_HEIGHT_VAR);
    };
  }, [bar]);
}

/**
 * Save, Publish and Open preview, and the editing tools (`children`: Undo,
 * Redo, …), in a bar that stays at the top of the window on a long form; the save status, read out politely ("Saving…",
 * "Saved", "Not saved: <why>" with Retry); and whether the preview window is
 * connected. The draft saves itself, so Save (Ctrl/Cmd+S) only saves sooner.
 * When another tab or person saved first, the conflict says so, lists what
 * this tab changed and offers Reload. Without `canEdit` (a viewer) there is no
 * Save or Publish: only what they may do is shown.
 */
export function SaveBar({
  status,
  isDirty,
  canEdit,
  preview,
  onSave,
  onPublish,
  onOpenPreview,
  onReload,
  children,
}: {
  status: SaveStatus;
  isDirty: boolean;
  canEdit: boolean;
  preview: PreviewConnection;
  /** Save now: the Save button and Retry. */
  onSave: () => void;
  onPublish: () => void;
  onOpenPreview: () => void;
  onReload: () => void;
  /** Kept in the bar, always in reach: the edit toolbar. */
  children?: ReactNode;
}) {
  // Until React has hydrated, a click would do nothing: the buttons wait for it.
  const isHydrated = useHydrated();
  const saveButton = useRef<HTMLButtonElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  useStickyHeight(bar);
  const canRetry = status.kind === "error" && status.canRetry && canEdit;
  // Retry goes once the save went through: the focus it had moves to Save, not to the page.
  const wasRetried = useRef(false);
  useEffect(() => {
    if (canRetry) return;
    const focused = window.document.activeElement;
    if (wasRetried.current && (focused === null || focused === window.document.body)) {
      saveButton.current?.focus();
    }
    wasRetried.current = false;
  }, [canRetry]);
  const isBusy = status.kind === "busy" || !isHydrated;
  const message =
    status.kind !== "idle" ? status.message : isDirty ? "Edited since the last save" : "";
  return (
    <div className="fw-save-bar" ref={bar}>
      <div className="fw-save-bar__row">
        <div className="fw-save-bar__buttons">
          {canEdit ? (
            <>
              <button
                ref={saveButton}
                type="button"
                className="fw-button"
                onClick={onSave}
                disabled={isBusy}
                aria-keyshortcuts="Control+S Meta+S"
              >
                Save
              </button>
              <button type="button" className="fw-button" onClick={onPublish} disabled={isBusy}>
                Publish
              </button>
            </>
          ) : null}
          <button
            type="button"
            className="fw-button fw-button--secondary"
            onClick={onOpenPreview}
            disabled={!isHydrated}
          >
            Open preview
          </button>
          <span className="fw-preview-connection" role="status" data-connection={preview}>
            {PREVIEW_TEXT[preview]}
          </span>
        </div>
        {children}
      </div>
      <div className="fw-save-bar__status">
        <div
          className="fw-save-status"
          role="status"
          aria-live="polite"
          aria-label="Save status"
          data-kind={status.kind}
        >
          {message}
        </div>
        {canRetry ? (
          <button
            type="button"
            className="fw-button fw-button--secondary fw-button--small"
            onClick={() => {
              wasRetried.current = true;
              onSave();
            }}
            disabled={!isHydrated}
          >
            Retry
          </button>
        ) : null}
      </div>
      {status.kind === "conflict" && (
        <div className="fw-alert fw-alert--error fw-conflict">
          <p>
            Another tab or person saved this form after you loaded it. Nothing was overwritten: your
            changes here are not saved, and autosave has stopped. They stay on this page until you
            reload; copy what you need first, as Reload replaces them with the latest draft.
          </p>
          {status.changes.length > 0 && (
            <div className="fw-conflict__changes">
              <p>Your unsaved changes ({status.changes.length}):</p>
              <ul>
                {status.changes.map((change, index) => (
                  // The same words can repeat (two blocks "Text" removed).
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
                  <li key={index}>{change}</li>
                ))}
              </ul>
            </div>
          )}
          <button type="button" className="fw-button fw-button--secondary" onClick={onReload}>
            Reload
          </button>
        </div>
      )}
    </div>
  );
}
