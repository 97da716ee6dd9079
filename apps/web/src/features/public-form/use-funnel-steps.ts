"use client";

import { useEffect } from "react";
import type { UseFormReturn } from "react-hook-form";
import { reportFunnelStep } from "./funnel-beacon";

/**
 * Reports the funnel's first two steps of a live form: `VIEW` once the page
 * runs, `START` at the respondent's first answer (a change of any field, not
 * a restore or prefill). The preview reports nothing.
 *
 * @example
 * useFunnelSteps({ slug, form, isEnabled: mode === "live" });
 */
export function useFunnelSteps({
  slug,
  form,
  isEnabled,
}: {
  slug: string;
  form: UseFormReturn<Record<string, unknown>>;
  isEnabled: boolean;
}): void {
  useEffect(() => {
    if (!isEnabled) return;
    reportFunnelStep(slug, "VIEW");
    const subscription = form.watch((_values, { name, type }) => {
      // A person's change carries the field's name and an event type; setValue and reset do not.
      if (!name || type !== "change") return;
      reportFunnelStep(slug, "START");
      subscription.unsubscribe();
    });
    return () => subscription.unsubscribe();
  }, [slug, form, isEnabled]);
}
