import Link from "next/link";
import { INTEGRATIONS_TITLE, integrationsPath } from "../integrations/integrations-title";

/** The editor's heading: the form's title, slug, whether it is live, and its links. */
export function EditorHeader({
  formId,
  title,
  slug,
  savedSlug,
  publishedVersion,
  unpublishedChanges = [],
}: {
  formId: string;
  title: string;
  slug: string;
  /** The slug the live page is at (the saved one, not the one being typed). */
  savedSlug: string;
  publishedVersion: number | null;
  /** What the saved draft changed since the live version ("Title changed", ...). */
  unpublishedChanges?: readonly string[];
}) {
  const hasChanges = publishedVersion != null && unpublishedChanges.length > 0;
  return (
    <header className="fw-editor__header">
      <p className="fw-editor__eyebrow">
        <Link href="/admin">Forms</Link> / Edit form
      </p>
      <h1>{title.trim() || "Untitled form"}</h1>
      <dl className="fw-editor__facts">
        <div>
          <dt>Slug</dt>
          <dd>
            <code>{slug}</code>
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd data-testid="form-status">
            {publishedVersion == null ? "Not published" : `Published, version ${publishedVersion}`}
            {hasChanges ? (
              <>
                {" "}
                <strong className="fw-editor__changed">Changes not published</strong>
              </>
            ) : null}
          </dd>
        </div>
        {publishedVersion != null && (
          <div>
            <dt>Live page</dt>
            <dd>
              <a href={`/f/${savedSlug}`} target="_blank" rel="noreferrer">
                /f/{savedSlug}
              </a>
            </dd>
          </div>
        )}
        <div>
          <dt>Answers</dt>
          <dd>
            <Link href={`/admin/forms/${formId}/submissions`}>Submissions</Link>
          </dd>
        </div>
        <div>
          <dt>After a submit</dt>
          <dd>
            <Link href={integrationsPath(formId)}>{INTEGRATIONS_TITLE}</Link>
          </dd>
        </div>
      </dl>
      {hasChanges ? (
        <details className="fw-editor__changes">
          <summary>
            What changed since version {publishedVersion} ({unpublishedChanges.length})
          </summary>
          <ul>
            {unpublishedChanges.map((change, index) => (
              // The same words can repeat (two blocks "Text" removed).
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
              <li key={index}>{change}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </header>
  );
}
