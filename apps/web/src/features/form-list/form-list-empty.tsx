"use client";

/** Props of {@link FormListEmpty}. */
export interface FormListEmptyProps {
  /** The search that found nothing; empty when there are no forms at all. */
  search: string;
  canEdit: boolean;
  onCreate: () => void;
  onClearSearch: () => void;
}

/**
 * What the list shows when it has no row: a call to create the first form, or,
 * after a search that found nothing, a way back to every form.
 *
 * @example
 * <FormListEmpty search="" canEdit onCreate={open} onClearSearch={clear} />
 */
export function FormListEmpty({ search, canEdit, onCreate, onClearSearch }: FormListEmptyProps) {
  if (search) {
    return (
      <div className="fw-empty">
        <h2>No form matches “{search}”</h2>
        <p>Try another word, or look through every form.</p>
        <button type="button" className="fw-button fw-button--secondary" onClick={onClearSearch}>
          Clear search
        </button>
      </div>
    );
  }
  return (
    <div className="fw-empty">
      <h2>No forms yet</h2>
      {canEdit ? (
        <>
          <p>Create a form, add fields to it, then publish it to start collecting answers.</p>
          <button type="button" className="fw-button" onClick={onCreate}>
            Create your first form
          </button>
        </>
      ) : (
        <p>An editor or owner can create the first one.</p>
      )}
    </div>
  );
}
