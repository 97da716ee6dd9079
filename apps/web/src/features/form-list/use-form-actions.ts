"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { errorMessage } from "../admin-ui/error-message";
import type { Announcer } from "../admin-ui/use-announcer";
import { submissionsPhrase } from "./form-status";
import {
  deleteForm,
  duplicateForm,
  type FormSummary,
  publishForm,
  unpublishForm,
} from "./forms-api";
import { formListKeys } from "./use-form-list";

/** What {@link useFormActions} returns. */
export interface FormActions {
  /** The form an action is running on, if any: its buttons are disabled meanwhile. */
  busyId: string | null;
  duplicate: (form: FormSummary) => Promise<void>;
  togglePublished: (form: FormSummary) => Promise<void>;
  /** Deletes; throws on failure so the confirmation dialog can show the reason. */
  remove: (form: FormSummary) => Promise<void>;
}

/**
 * The row actions of the form list. Each refreshes the list once done and
 * announces the outcome (or the API's error) through `announce`.
 *
 * @example
 * const actions = useFormActions(announcer.announce);
 * <button onClick={() => actions.duplicate(form)}>Duplicate</button>
 */
export function useFormActions(announce: Announcer["announce"]): FormActions {
  const queryClient = useQueryClient();
  const [busyId, setBusyId] = useState<string | null>(null);

  const run = useCallback(
    async (form: FormSummary, work: () => Promise<string>, rethrow = false) => {
      setBusyId(form.id);
      try {
        const message = await work();
        await queryClient.invalidateQueries({ queryKey: formListKeys.all });
        announce("success", message);
      } catch (error) {
        if (rethrow) throw error;
        announce("error", errorMessage(error));
      } finally {
        setBusyId(null);
      }
    },
    [queryClient, announce],
  );

  const duplicate = useCallback(
    (form: FormSummary) =>
      run(form, async () => {
        const copy = await duplicateForm(form.id);
        return `Duplicated “${form.title}” as “${copy.title}” (slug ${copy.slug}).`;
      }),
    [run],
  );

  const togglePublished = useCallback(
    (form: FormSummary) =>
      run(form, async () => {
        if (form.isPublished) {
          await unpublishForm(form.id);
          return `Unpublished “${form.title}”: it is offline now.`;
        }
        const published = await publishForm(form.id);
        return `Published “${form.title}” as version ${published.publishedVersion} at /f/${published.slug}.`;
      }),
    [run],
  );

  const remove = useCallback(
    (form: FormSummary) =>
      run(
        form,
        async () => {
          await deleteForm(form.id);
          return `Deleted “${form.title}” and its ${submissionsPhrase(form.submissionCount)}.`;
        },
        true,
      ),
    [run],
  );

  return { busyId, duplicate, togglePublished, remove };
}
