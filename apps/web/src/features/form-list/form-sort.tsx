"use client";

import { useId } from "react";
import type { FormSummary } from "./forms-api";

/** What the form list is sorted by, newest first either way. */
export type FormSort = "created" | "updated";

/** Each sort's option (what the picker shows) and the table's caption. */
export const FORM_SORTS: Readonly<Record<FormSort, { label: string; caption: string }>> = {
  created: { label: "Date created", caption: "Forms, by date created, newest first" },
  updated: { label: "Last updated", caption: "Forms, by last updated, most recent first" },
};

const KEYS: Readonly<Record<FormSort, "createdAt" | "updatedAt">> = {
  created: "createdAt",
  updated: "updatedAt",
};

/**
 * The forms in the order `sort` says, newest first; ties by title.
 *
 * @example sortForms(forms, "updated")[0] // the form changed last
 */
export function sortForms(forms: readonly FormSummary[], sort: FormSort): FormSummary[] {
  const key = KEYS[sort];
  return [...forms].sort((a, b) => b[key].localeCompare(a[key]) || a.title.localeCompare(b.title));
}

/**
 * "Sort by": what the list is sorted by, said and chosen in one control.
 *
 * @example <FormSortPicker value={sort} onChange={setSort} />
 */
export function FormSortPicker({
  value,
  onChange,
}: {
  value: FormSort;
  onChange: (sort: FormSort) => void;
}) {
  const id = useId();
  return (
    <div className="fw-form-sort">
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value === "updated" ? "updated" : "created")}
      >
        {(Object.keys(FORM_SORTS) as FormSort[]).map((sort) => (
          <option key={sort} value={sort}>
            {FORM_SORTS[sort].label}
          </option>
        ))}
      </select>
      <p className="fw-muted">Newest first.</p>
    </div>
  );
}
