/**
 * Every seed constant of Formwright (SPEC §9), by name. Code reads these values
 * from here and nowhere else, so a default changes in exactly one place.
 *
 * @example
 * import { SELECT_PAGE_SIZE, formatRequiredMessage } from "@formwright/core";
 * formatRequiredMessage("Email"); // "Email is required"
 */

import { catalogue as en } from "./i18n/generated/en";

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

/** Template of the message for a required field left empty; `{label}` is the field's label. */
export const REQUIRED_MESSAGE_TEMPLATE = en.required({ label: "{label}" });

/**
 * Breakpoint set A: responsive field widths, min-width in CSS pixels, keyed by
 * the name a `width` object uses.
 */
export const FIELD_BREAKPOINTS = {
  xs: 480,
  sm: 768,
  md: 992,
  lg: 1200,
  xl: 1600,
} as const;

/** Names of breakpoint set A, smallest first. */
export type FieldBreakpoint = keyof typeof FIELD_BREAKPOINTS;

/** Breakpoint set B: the page grid's breakpoints (min-width, CSS pixels). */
export const GRID_BREAKPOINTS = {
  md: 768,
  lg: 1024,
  xl: 1440,
} as const;

/** Names of breakpoint set B, smallest first. */
export type GridBreakpoint = keyof typeof GRID_BREAKPOINTS;

/** Columns of the page grid (breakpoint set B) and of field widths. */
export const GRID_COLUMNS = 12;

/** Compare slider: the starting position, in percent. */
export const COMPARE_SLIDER_POSITION = 50;

/** Compare slider: how far one arrow-key press moves it, in percent. */
export const COMPARE_SLIDER_KEYBOARD_STEP = 5;

/** Modal and lightbox stacking level. */
export const MODAL_Z_INDEX = 9999;

/** Modal and lightbox open/close transition, in milliseconds. */
export const MODAL_TRANSITION_MS = 250;

/** Carousel: slides shown at once on a wide screen. */
export const CAROUSEL_SLIDES_TO_SHOW = 3;

/** Carousel: milliseconds between automatic advances. */
export const CAROUSEL_AUTOPLAY_SPEED_MS = 2000;

/** Delay before re-measuring after a device orientation change, in milliseconds. */
export const ORIENTATION_CHANGE_DELAY_MS = 500;

/** Query-string parsing limits for prefill (passed to qs). */
export const QUERY_STRING_LIMITS = {
  arrayLimit: 20,
  depth: 5,
  parameterLimit: 1000,
} as const;

/** Image optimizer settings. */
export const IMAGE_QUALITY = 75;

/** Device widths the image optimizer serves, in CSS pixels. */
export const IMAGE_DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;

/** Shortest time an optimized image is cached, in seconds. */
export const IMAGE_MINIMUM_CACHE_TTL_S = 60;

/** Caption of a form's submit button when the document sets no `submitLabel`. */
export const DEFAULT_SUBMIT_LABEL = en.submit;

/** Caption of a page's Next button when its page block sets no `nextLabel`. */
export const DEFAULT_NEXT_LABEL = en.next;

/** Caption of a page's Back button when its page block sets no `backLabel`. */
export const DEFAULT_BACK_LABEL = en.back;

/** Message shown after a successful submission when the document sets no `confirmation`. */
export const DEFAULT_CONFIRMATION_MESSAGE = en.confirmation;

/** Longest form slug, in characters (`/f/<slug>`). */
export const SLUG_MAX_LENGTH = 64;

/** Longest field name, in characters. */
export const FIELD_NAME_MAX_LENGTH = 64;

/** Longest value a respondent may create in a creatable select, in Unicode code points. */
export const CREATED_OPTION_MAX_LENGTH = 200;

/** Heading level used when a heading block sets none (`<h2>`; `<h1>` is the form title). */
export const DEFAULT_HEADING_LEVEL = 2;

function fill(template: string, key: string, value: string): string {
  return template.replace(`{${key}}`, value);
}

/**
 * The create action's caption for a typed input.
 *
 * @example formatCreateLabel("Pizza") // 'Create "Pizza"'
 */
export function formatCreateLabel(input: string, template: string = CREATE_LABEL_TEMPLATE): string {
  return fill(template, "input", input);
}

/**
 * The required message for a field's label.
 *
 * @example formatRequiredMessage("Email") // "Email is required"
 */
export function formatRequiredMessage(label: string): string {
  return fill(REQUIRED_MESSAGE_TEMPLATE, "label", label);
}

/** Title of the error summary shown at the top of a form after a failed submit (GOV.UK wording). */
export const ERROR_SUMMARY_TITLE = en.errorSummaryTitle;

/** Visually hidden prefix read before an inline error message, so a screen reader says it is an error. */
export const ERROR_MESSAGE_PREFIX = en.errorPrefix;

/**
 * Header Formwright's own clients send with every API request. A request that
 * carries the session cookie must be preflighted (a JSON body) or carry this
 * header, which a cross-site form or image cannot add: that is the CSRF guard.
 */
export const CSRF_HEADER = "x-formwright-csrf";

/**
 * Longest text a number field reads, in characters. A double holds about 17
 * significant digits, so nothing a person types into a number field comes
 * near this; longer text is "not a number" before anything else looks at it.
 */
export const NUMBER_TEXT_MAX_LENGTH = 100;

/**
 * Longest answer a text field (`text`) holds, in Unicode code points. Every
 * value is measured against its field's cap before any pattern runs, so no
 * request can make a rule look at more than this.
 */
export const TEXT_MAX_LENGTH = 1000;

/** Longest answer a `textarea` field holds, in Unicode code points (see {@link TEXT_MAX_LENGTH}). */
export const TEXTAREA_MAX_LENGTH = 10_000;

/** Longest email address accepted anywhere (RFC 5321's limit on a forward path). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Longest author-written `pattern` rule, in characters. Patterns are checked
 * (and refused when unsafe) when a document is parsed; a bound keeps that
 * check, and the compiled pattern, small.
 */
export const PATTERN_MAX_LENGTH = 500;

/** Largest `{n}`, `{n,}` or `{n,m}` count a `pattern` rule may use (RE2's own limit). */
export const PATTERN_MAX_REPEAT = 1000;

/**
 * Most instructions RE2 may compile one author pattern to (an upper bound
 * computed from the pattern, see `patternProgramSize`): the steps a match may
 * take per character of an answer. `.{0,1000}` alone is 2,002.
 */
export const PATTERN_MAX_PROGRAM_SIZE = 2000;

/**
 * Most steps the patterns of one form may take on one submission: the sum,
 * over the fields with a pattern, of its program size times one more than the
 * longest answer it can read (the field type's cap, its `maxLength`, or the
 * pattern's longest match, whichever is least). Refused when saved, and
 * counted again while a submission is validated.
 */
export const PATTERN_MAX_STEPS = 100_000;

/**
 * Most characters of answers the conditions (`visibleWhen`) of one form may
 * read on one submission: each text answer a condition reads is lowered once
 * (its cap), a `contains` reads the whole answer and its value, any other
 * condition its value. Refused when saved.
 */
export const CONDITION_MAX_WORK = 1_000_000;

/**
 * Largest image accepted at upload, and decoded by the image optimizer, in
 * pixels (40 megapixels: a 7,700 × 5,200 photo). A small file can declare a
 * huge image; refusing it by its header means nothing ever decodes it.
 */
export const IMAGE_MAX_PIXELS = 40_000_000;
