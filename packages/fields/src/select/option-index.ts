import type { FieldOption } from "../types";
import { stripDiacritics } from "./strip-diacritics";

/**
 * Text as react-select's default filter compares it: trimmed, lower-cased,
 * accents folded.
 *
 * @example
 * toSearchText("  Crème "); // "creme"
 */
export function toSearchText(text: string): string {
  return stripDiacritics(text.trim().toLowerCase());
}

/**
 * Lookups over one list of options, built lazily and kept while the list is
 * the same: the filter of typing, a value lookup and the creatable check.
 *
 * @example
 * const index: OptionIndex = createOptionIndex(options);
 */
export interface OptionIndex {
  /** The options, as given. */
  readonly options: readonly FieldOption[];
  /**
   * The options react-select's default filter keeps for `input` (its
   * `createFilter()`: `"{label} {value}"` contains the input, trimmed,
   * case-insensitively, accents folded), in their order. Nothing typed gives
   * `options` itself, and the same input gives the same array again.
   */
  filter: (input: string) => readonly FieldOption[];
  /** The first option with this value. */
  find: (value: string) => FieldOption | undefined;
  /** Whether some option's label or value equals `text`, trimmed and case-insensitively. */
  hasLabelOrValue: (text: string) => boolean;
  /**
   * Computes the search texts (and the labels and values for the creatable
   * check) now, e.g. while the browser is idle, instead of on the first keystroke.
   */
  prepare: (options?: { withLabelsAndValues?: boolean }) => void;
}

/** How many recent inputs keep their results (typing on, or back, reuses them). */
const RECENT_INPUTS = 16;

/**
 * Indexes options for a select with many of them: each option's search text
 * is computed once (not per option per keystroke, as react-select's default
 * filter does), and an input that extends an earlier one only searches that
 * one's matches.
 *
 * @example
 * const index = createOptionIndex([{ label: "Crème", value: "creme" }]);
 * index.filter("CREM"); // [{ label: "Crème", value: "creme" }]
 */
export function createOptionIndex(options: readonly FieldOption[]): OptionIndex {
  let searchTexts: string[] | undefined;
  let byValue: Map<string, FieldOption> | undefined;
  let labelsAndValues: Set<string> | undefined;
  // Normalized input -> positions of the matching options and the options themselves.
  const recent = new Map<string, { positions: number[]; matches: FieldOption[] }>();

  const texts = (): string[] => {
    searchTexts ??= options.map((option) => toSearchText(`${option.label} ${option.value}`));
    return searchTexts;
  };

  /** The smallest earlier result that surely holds every match of `needle`. */
  const narrowest = (needle: string): number[] | undefined => {
    let best: number[] | undefined;
    for (const [earlier, { positions }] of recent) {
      // Containing `needle` implies containing any part of it.
      if (needle.includes(earlier) && (!best || positions.length < best.length)) best = positions;
    }
    return best;
  };

  const filter = (input: string): readonly FieldOption[] => {
    const needle = toSearchText(input);
    if (needle === "") return options;
    const cached = recent.get(needle);
    if (cached) {
      recent.delete(needle);
      recent.set(needle, cached);
      return cached.matches;
    }
    const all = texts();
    const positions: number[] = [];
    const within = narrowest(needle);
    if (within) {
      for (const position of within) {
        if ((all[position] as string).includes(needle)) positions.push(position);
      }
    } else {
      for (let position = 0; position < all.length; position++) {
        if ((all[position] as string).includes(needle)) positions.push(position);
      }
    }
    const matches = positions.map((position) => options[position] as FieldOption);
    recent.set(needle, { positions, matches });
    if (recent.size > RECENT_INPUTS) recent.delete(recent.keys().next().value as string);
    return matches;
  };

  const find = (value: string): FieldOption | undefined => {
    if (!byValue) {
      byValue = new Map();
      for (const option of options)
        if (!byValue.has(option.value)) byValue.set(option.value, option);
    }
    return byValue.get(value);
  };

  const keys = (): Set<string> => {
    if (!labelsAndValues) {
      labelsAndValues = new Set();
      for (const option of options) {
        labelsAndValues.add(option.label.trim().toLowerCase());
        labelsAndValues.add(option.value.trim().toLowerCase());
      }
    }
    return labelsAndValues;
  };
  const hasLabelOrValue = (text: string): boolean => keys().has(text.trim().toLowerCase());

  const prepare = ({ withLabelsAndValues = false } = {}) => {
    texts();
    if (withLabelsAndValues) keys();
  };

  return { options, filter, find, hasLabelOrValue, prepare };
}
