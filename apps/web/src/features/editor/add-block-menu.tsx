"use client";

import { type KeyboardEvent, useId, useRef, useState } from "react";
import { useHydrated } from "../../lib/use-hydrated";
import type { BlockTypeDefinition } from "./block-types/block-type-definition";
import { BLOCK_TYPES } from "./block-types/registry";

const GROUPS = [
  { group: "field", heading: "Fields" },
  { group: "content", heading: "Content" },
] as const;

/**
 * "Add block": a button that opens the list of every block type of the
 * registry, fields first, then content. Escape closes it and returns focus to
 * the button. Disabled until the page is hydrated, as Save is: a tap before
 * that would open nothing on a slow phone.
 */
export function AddBlockMenu({
  disabled = false,
  onAdd,
}: {
  disabled?: boolean;
  onAdd: (definition: BlockTypeDefinition) => void;
}) {
  const [isOpen, setOpen] = useState(false);
  const isHydrated = useHydrated();
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
    }
  };
  return (
    <div className="fw-add-block">
      <button
        ref={toggle}
        type="button"
        className="fw-button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        disabled={disabled || !isHydrated}
        onClick={() => setOpen((open) => !open)}
      >
        Add block
      </button>
      <div id={panelId} className="fw-add-block__panel" hidden={!isOpen}>
        {GROUPS.map(({ group, heading }) => (
          <section key={group} aria-labelledby={`${panelId}-${group}`}>
            <h3 id={`${panelId}-${group}`} className="fw-add-block__heading">
              {heading}
            </h3>
            <ul className="fw-add-block__list">
              {BLOCK_TYPES.filter((definition) => definition.group === group).map((definition) => {
                const hintId = `${panelId}-${definition.type}-hint`;
                return (
                  <li key={definition.type}>
                    <button
                      type="button"
                      className="fw-add-block__option"
                      aria-describedby={hintId}
                      onKeyDown={onKeyDown}
                      onClick={() => {
                        setOpen(false);
                        onAdd(definition);
                      }}
                    >
                      {definition.title}
                    </button>
                    <span id={hintId} className="fw-add-block__hint">
                      {definition.hint}
                    </span>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
