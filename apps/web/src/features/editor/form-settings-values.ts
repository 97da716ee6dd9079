import {
  AVAILABILITY_INPUTS,
  type AvailabilityValues,
  fromAvailabilityValues,
  toAvailabilityValues,
} from "./availability/availability-values";
import { isRecord, setOptional, textOf } from "./block-types/draft-values";
import type { DraftSettings } from "./draft-types";
import {
  EDITING_INPUTS,
  type EditingValues,
  fromEditingValues,
  toEditingValues,
} from "./editing/editing-values";
import type { PathSegment } from "./json-path";
import {
  fromOutcomeValues,
  type OutcomeValues,
  outcomeSettingFor,
  toOutcomeValues,
} from "./outcomes/outcome-values";
import {
  fromResponsesValues,
  RESPONSES_INPUTS,
  type ResponsesValues,
  toResponsesValues,
} from "./responses/responses-values";
import {
  fromThemeValues,
  THEME_INPUTS,
  type ThemeValues,
  toThemeValues,
} from "./theme/theme-values";

/** The form's own settings as the editor's inputs hold them. */
export interface FormSettingsValues
  extends AvailabilityValues,
    ThemeValues,
    OutcomeValues,
    ResponsesValues,
    EditingValues {
  title: string;
  slug: string;
  description: string;
  submitLabel: string;
  /** The form's language, a BCP 47 tag (`""` or null, as the picker clears it: English, the default). */
  language: string | null;
  /** What a respondent sees after submitting: a message, or another page. */
  confirmationKind: "message" | "redirect";
  confirmationMessage: string;
  confirmationRedirect: string;
}

/**
 * The inputs' values for the form's settings.
 *
 * @example
 * toFormSettingsValues({ slug: "contact", title: "Contact", confirmation: { redirect: "/thanks" } }).confirmationKind; // "redirect"
 */
export function toFormSettingsValues(settings: DraftSettings): FormSettingsValues {
  const confirmation = isRecord(settings.confirmation) ? settings.confirmation : {};
  return {
    title: textOf(settings.title),
    slug: textOf(settings.slug),
    description: textOf(settings.description),
    submitLabel: textOf(settings.submitLabel),
    language: textOf(settings.language),
    confirmationKind: "redirect" in confirmation ? "redirect" : "message",
    confirmationMessage: textOf(confirmation.message),
    confirmationRedirect: textOf(confirmation.redirect),
    ...toAvailabilityValues(settings.availability),
    ...toThemeValues(settings.theme),
    ...toOutcomeValues(settings),
    ...toResponsesValues(settings),
    ...toEditingValues(settings.editing),
  };
}

/**
 * The form settings the inputs describe. An empty submit label falls back to
 * the default caption (the key is left out); the confirmation not chosen is
 * left out.
 */
export function fromFormSettingsValues(
  values: FormSettingsValues,
  current: DraftSettings,
): DraftSettings {
  const next: DraftSettings = { ...current, title: values.title, slug: values.slug };
  setOptional(next, "description", values.description || undefined);
  setOptional(next, "submitLabel", values.submitLabel || undefined);
  setOptional(next, "language", values.language?.trim() || undefined);
  next.confirmation =
    values.confirmationKind === "redirect"
      ? { redirect: values.confirmationRedirect }
      : { message: values.confirmationMessage };
  setOptional(next, "availability", fromAvailabilityValues(values));
  setOptional(next, "theme", fromThemeValues(values));
  fromOutcomeValues(values, next);
  fromResponsesValues(values, next);
  fromEditingValues(values, next);
  return next;
}

const DIRECT = new Set(["title", "slug", "description", "submitLabel", "language"]);

/**
 * The input a problem at `path` in the form's own settings belongs to.
 *
 * @example
 * formSettingFor(["confirmation", "redirect"], settings); // "confirmationRedirect"
 */
export function formSettingFor(
  path: readonly PathSegment[],
  settings: DraftSettings,
): string | null {
  const [head, second] = path;
  if (typeof head !== "string") return null;
  if (DIRECT.has(head)) return head;
  if (head === "theme") {
    return typeof second === "string" && Object.hasOwn(THEME_INPUTS, second)
      ? THEME_INPUTS[second as keyof typeof THEME_INPUTS]
      : "themeAccent";
  }
  if (head === "availability") {
    return typeof second === "string" && Object.hasOwn(AVAILABILITY_INPUTS, second)
      ? AVAILABILITY_INPUTS[second as keyof typeof AVAILABILITY_INPUTS]
      : "opensDate";
  }
  if (Object.hasOwn(RESPONSES_INPUTS, head))
    return RESPONSES_INPUTS[head as keyof typeof RESPONSES_INPUTS];
  if (head === "editing") return EDITING_INPUTS.allowedForDays;
  const outcome = outcomeSettingFor(path);
  if (outcome) return outcome;
  if (head !== "confirmation") return null;
  if (second === "message") return "confirmationMessage";
  if (second === "redirect") return "confirmationRedirect";
  return toFormSettingsValues(settings).confirmationKind === "redirect"
    ? "confirmationRedirect"
    : "confirmationMessage";
}
