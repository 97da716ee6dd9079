import { catalogueLanguageOf, EDIT_TEXTS } from "@formwright/core";

/**
 * "Edit my answers" (issue 33 §4): the link a confirmation offers on a form
 * with `editing`, in the page's language. Rendered by the receipt (a chunk of
 * its own) and by the page after a post without scripts, so forms without
 * editing carry none of it.
 */
export function EditLink({ url, language }: { url: string; language: string }) {
  return (
    <p className="fw-edit-link">
      <a href={url} data-testid="edit-link">
        {EDIT_TEXTS[catalogueLanguageOf(language)].editMyAnswers}
      </a>
    </p>
  );
}
