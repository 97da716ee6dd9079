/** Settings of the select widget (SPEC §9): its menu, its keyboard, creatable options. */

import { catalogue as en } from "../i18n/generated/en";

/** Placeholder a select shows while nothing is chosen (the catalogue's English). */
export const SELECT_PLACEHOLDER = en.selectPlaceholder;

/** How many options PageUp / PageDown move the focused option in a select menu. */
export const SELECT_PAGE_SIZE = 5;

/** Tallest an open select menu may be, in CSS pixels. */
export const SELECT_MENU_MAX_HEIGHT = 300;

/** Shortest an open select menu is shrunk to near the viewport's edge, in CSS pixels. */
export const SELECT_MENU_MIN_HEIGHT = 140;

/** A touch that moves further than this many CSS pixels is a drag, not a tap (select, carousel). */
export const TOUCH_DRAG_THRESHOLD_PX = 5;

/** Where a newly created select option is placed among the options. */
export type CreateOptionPosition = "first" | "last";

/** Default position of a newly created select option. */
export const CREATE_OPTION_POSITION: CreateOptionPosition = "last";

/** Template of the create action in a creatable select; `{input}` is the typed text. */
export const CREATE_LABEL_TEMPLATE = en.createLabel({ input: "{input}" });

/**
 * The create action's caption for a typed input.
 *
 * @example formatCreateLabel("Pizza") // 'Create "Pizza"'
 */
export function formatCreateLabel(input: string, template: string = CREATE_LABEL_TEMPLATE): string {
  return template.replace("{input}", input);
}

/** Longest value a respondent may create in a creatable select, in Unicode code points. */
export const CREATED_OPTION_MAX_LENGTH = 200;
