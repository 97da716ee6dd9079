import { catalogueLanguageOf, EDIT_TEXTS, type FormDocument } from "@formwright/core";
import { EDIT_INPUT } from "../../lib/native-post/native-post-names";
import { loadSubmissionToEdit } from "./load-submission-to-edit";

/** What the page knows of an edit link (`?edit=<token>`, issue 33 §4). */
export interface OpenedEditLink {
  status: "ok" | "expired" | "invalid";
  /** The submission's current answers (`ok`), to pre-fill the form with. */
  answers?: Record<string, unknown>;
  /** What the notice above the form says (`ok`). */
  notice?: string;
}

/**
 * Opens an edit link for the page, in the page's language: the submission's
 * answers and the notice that they are being changed, or `expired` /
 * `invalid` (an answer the page cannot read counts as not valid).
 *
 * @example
 * const edited = await openEditLink({ slug, token, document, language: "en" });
 */
export async function openEditLink(input: {
  slug: string;
  token: string;
  document: FormDocument;
  language: string;
}): Promise<OpenedEditLink> {
  const opened = await loadSubmissionToEdit(input).catch(() => ({ status: "invalid" }) as const);
  if (opened.status !== "ok") return { status: opened.status };
  const texts = EDIT_TEXTS[catalogueLanguageOf(input.language)];
  return { status: "ok", answers: opened.answers, notice: texts.editing };
}

/**
 * Where the form would be, for an edit link that has expired or is not
 * valid: said before the respondent types anything.
 */
export function EditLinkNotice({
  status,
  language,
}: {
  status: "expired" | "invalid";
  language: string;
}) {
  const texts = EDIT_TEXTS[catalogueLanguageOf(language)];
  return (
    <div className="fw-alert fw-alert--error" role="alert" data-testid="edit-link-notice">
      <p>{status === "expired" ? texts.expired : texts.invalid}</p>
    </div>
  );
}

/**
 * The edit link's token as a hidden input of the form (`form="fw-form"`, the
 * public form's id): a post without scripts then edits the submission, and
 * the form's edit chunk reads it from here. Rendered by the page, so the
 * form's own code does not carry it.
 */
export function EditTokenInput({ token }: { token: string }) {
  return <input type="hidden" form="fw-form" name={EDIT_INPUT} value={token} />;
}
