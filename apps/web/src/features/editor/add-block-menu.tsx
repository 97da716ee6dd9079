"use client";

import {
  type KeyboardEvent,
  type FocusEvent as ReactFocusEvent,
  type Ref,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from "react";
import { useHydrated } from "../../lib/use-hydrated";
import { useUnavailableBlockTypes } from "./block-availability";
import { searchBlockTypes } from "./block-type-search";
import type { BlockTypeDefinition } from "./block-types/block-type-definition";
import { BLOCK_TYPES } from "./block-types/registry";

const GROUP_HEADINGS = { field: "Fields", content: "Content" } as const;

/** What a container may do with an "Add block" menu (see `useSlashOpens`). */
export interface AddBlockMenuHandle {
  /**
   * Opens the menu with its search box focused. Escape then returns focus
   * to `returnFocusTo` (where `/` was pressed), or to the "Add block" button.
   */
  open(returnFocusTo?: HTMLElement | null): void;
}

/** The matches by group, in the order of each group's best match, and flat (the arrows' order). */
function groupMatches(matches: readonly BlockTypeDefinition[]) {
  const groups: Array<{ group: BlockTypeDefinition["group"]; definitions: BlockTypeDefinition[] }> =
    [];
  for (const definition of matches) {
    const group = groups.find((entry) => entry.group === definition.group);
    if (group) group.definitions.push(definition);
    else groups.push({ group: definition.group, definitions: [definition] });
  }
  return { groups, flat: groups.flatMap((entry) => entry.definitions) };
}

function countWords(count: number, query: string): string {
  if (count === 0) return `No block type matches “${query.trim()}”`;
  return count === 1 ? "1 block type" : `${count} block types`;
}

/**
 * "Add block": a button that opens the inserter, a search box named "Search
 * block types" over the list of every block type of the registry (fields,
 * then content). The search box keeps the focus (an ARIA combobox with
 * `aria-activedescendant`): typing filters by title and by each type's own
 * `keywords`, ArrowUp/ArrowDown/Home/End move, Enter or a click inserts,
 * Escape closes and returns focus. `description` says where the new block
 * goes ("Inserts after block 2, Topic"). Disabled until the page is
 * hydrated, as Save is: a tap before that would open nothing on a slow phone.
 */
export function AddBlockMenu({
  disabled = false,
  onAdd,
  description,
  types = BLOCK_TYPES,
  label = "Add block",
  ref,
}: {
  /** The button's words ("Add block"; a group's inserter says what it adds to). */
  label?: string;
  disabled?: boolean;
  /** The block types it offers (every one by default; a group's offers fields only). */
  types?: readonly BlockTypeDefinition[];
  onAdd: (definition: BlockTypeDefinition) => void;
  /** Where the new block goes, read with the button and the search box. */
  description?: string;
  ref?: Ref<AddBlockMenuHandle>;
}) {
  const [isOpen, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [activeIndex, setActiveIndex] = useState(0);
  const isHydrated = useHydrated();
  const isDisabled = disabled || !isHydrated;
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const id = useId();
  const panelId = `${id}-panel`;
  const listId = `${id}-list`;
  const descriptionId = `${id}-where`;
  const optionId = (definition: BlockTypeDefinition) => `${id}-option-${definition.type}`;

  // A type this server cannot take (the payment block without Stripe) is offered disabled, saying why.
  const unavailable = useUnavailableBlockTypes();
  const { groups, flat } = groupMatches(searchBlockTypes(types, query));
  const active = flat[Math.min(activeIndex, flat.length - 1)];

  const open = (returnFocusTo?: HTMLElement | null) => {
    if (isDisabled) return;
    returnFocus.current = returnFocusTo ?? null;
    setQuery("");
    setActiveIndex(0);
    setOpen(true);
  };
  useImperativeHandle(ref, () => ({ open }));

  useEffect(() => {
    if (isOpen) search.current?.focus();
  }, [isOpen]);
  useEffect(() => {
    if (!isOpen || !active) return;
    window.document.getElementById(optionId(active))?.scrollIntoView?.({ block: "nearest" });
  });

  const close = () => {
    setOpen(false);
    const target = returnFocus.current?.isConnected ? returnFocus.current : toggle.current;
    target?.focus();
  };
  const insert = (definition: BlockTypeDefinition) => {
    if (unavailable[definition.type]) return;
    setOpen(false);
    onAdd(definition);
  };
  const move = (index: number) => setActiveIndex(Math.max(0, Math.min(flat.length - 1, index)));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const current = Math.min(activeIndex, flat.length - 1);
    switch (event.key) {
      case "ArrowDown":
        move(current + 1);
        break;
      case "ArrowUp":
        move(current - 1);
        break;
      case "Home":
        move(0);
        break;
      case "End":
        move(flat.length - 1);
        break;
      case "Enter":
        if (active) insert(active);
        break;
      case "Escape":
        close();
        break;
      default:
        return;
    }
    event.preventDefault();
  };
  // Focus leaving the menu (Tab away, a click elsewhere) closes it, and leaves the focus there.
  const onBlur = (event: ReactFocusEvent) => {
    if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus leaving any part of the menu closes it (focusout bubbles)
    <div className="fw-add-block" ref={root} onBlur={onBlur}>
      <button
        ref={toggle}
        type="button"
        className="fw-button"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        aria-describedby={description ? descriptionId : undefined}
        disabled={isDisabled}
        onClick={() => (isOpen ? setOpen(false) : open())}
      >
        {label}
      </button>
      {description && (
        <span id={descriptionId} className="fw-visually-hidden">
          {description}
        </span>
      )}
      {isOpen && (
        <div id={panelId} className="fw-add-block__panel">
          <div className="fw-field">
            <label htmlFor={`${id}-search`} className="fw-add-block__label">
              Search block types
            </label>
            <input
              ref={search}
              id={`${id}-search`}
              type="text"
              role="combobox"
              className="fw-input fw-add-block__search"
              autoComplete="off"
              spellCheck={false}
              aria-autocomplete="list"
              aria-expanded={flat.length > 0}
              aria-controls={flat.length > 0 ? listId : undefined}
              aria-activedescendant={active ? optionId(active) : undefined}
              aria-describedby={description ? descriptionId : undefined}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActiveIndex(0);
              }}
              onKeyDown={onKeyDown}
            />
          </div>
          {description && (
            <p className="fw-add-block__where" aria-hidden="true">
              {description}
            </p>
          )}
          {flat.length === 0 ? (
            <p className="fw-add-block__empty">{countWords(0, query)}</p>
          ) : (
            <div id={listId} role="listbox" aria-label="Block types" className="fw-add-block__list">
              {groups.map(({ group, definitions }) => (
                // biome-ignore lint/a11y/useSemanticElements: a listbox's group of options, not a form's fieldset
                <div key={group} role="group" aria-labelledby={`${id}-${group}`}>
                  <div id={`${id}-${group}`} className="fw-add-block__heading" aria-hidden="true">
                    {GROUP_HEADINGS[group]}
                  </div>
                  {definitions.map((definition) => (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the search box's keys drive the list (aria-activedescendant)
                    <div
                      key={definition.type}
                      id={optionId(definition)}
                      role="option"
                      tabIndex={-1}
                      aria-selected={definition === active}
                      aria-disabled={unavailable[definition.type] ? true : undefined}
                      aria-labelledby={`${optionId(definition)}-title`}
                      aria-describedby={`${optionId(definition)}-hint`}
                      className="fw-add-block__option"
                      data-hint={unavailable[definition.type] ?? definition.hint}
                      // Keeps the focus in the search box, so the click is not lost to its blur.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => insert(definition)}
                    >
                      <span id={`${optionId(definition)}-title`} className="fw-add-block__title">
                        {definition.title}
                      </span>
                      <span id={`${optionId(definition)}-hint`} className="fw-visually-hidden">
                        {unavailable[definition.type] ?? definition.hint}
                      </span>
                    </div>
                  ))}
                </div>
              ))}
            </div>
          )}
        </div>
      )}
      <p className="fw-visually-hidden" aria-live="polite">
        {isOpen ? countWords(flat.length, query) : ""}
      </p>
    </div>
  );
}
