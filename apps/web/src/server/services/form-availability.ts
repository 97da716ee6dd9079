import {
  type AvailabilityState,
  formAvailability as decideAvailability,
  type FormDocument,
} from "@formwright/core";
import type { Database } from "../db/database";
import { countSubmissions } from "./forms";

/** Whether a live version takes answers, with the settings that decided it. */
export type LiveAvailability = AvailabilityState & {
  opensAt?: string;
  closesAt?: string;
  maxSubmissions?: number;
};

/**
 * Whether the live version `document` of form `formId` takes answers now:
 * the rule the submit statement applies, for the page and the admin list.
 * Submissions are counted only when the version has a `maxSubmissions`.
 *
 * @example
 * const state = await liveAvailability(db, { formId, document });
 * if (!state.isOpen) showClosed(state.message);
 */
export async function liveAvailability(
  db: Database,
  form: { formId: string; document: FormDocument },
  now = Date.now(),
): Promise<LiveAvailability> {
  const settings = form.document.availability;
  if (!settings) return { isOpen: true };
  const submissionCount =
    settings.maxSubmissions === undefined ? 0 : await countSubmissions(db, form.formId);
  const { opensAt, closesAt, maxSubmissions } = settings;
  return {
    ...decideAvailability(settings, { now, submissionCount }),
    opensAt,
    closesAt,
    maxSubmissions,
  };
}
