import {
  type Catalogue,
  closedNotice,
  type FormDocument,
  openingTime,
  pipeDocumentText,
} from "@formwright/core";

/** Props of {@link ClosedPageNotice}. */
export interface ClosedPageNoticeProps {
  /** The document translated into the page's language. */
  document: FormDocument;
  reason: "notYetOpen" | "closed" | "full";
  /** The product texts in the page's language. */
  catalogue: Catalogue;
  /** The page's language (BCP 47). */
  language: string;
  /** The answers the page has (a prefill link's): what the author's `{{name}}` pipes show. */
  answers: Readonly<Record<string, unknown>>;
}

/**
 * What the page of a form that takes no answers shows instead of it: the
 * author's closed message (answers piped in as in every text a respondent
 * reads: from a prefill link, else the fallback or nothing) or the default,
 * and before it opens, when it opens ("It opens on Tuesday, December 1,
 * 2026 at 9:00 AM GMT+1."), in the page's language.
 */
export function ClosedPageNotice({
  document,
  reason,
  catalogue,
  language,
  answers,
}: ClosedPageNoticeProps) {
  const { availability } = document;
  const message = pipeDocumentText(
    document,
    closedNotice({ availability, reason, catalogue }),
    answers,
    { language, labels: { yes: catalogue.yes, no: catalogue.no, signed: catalogue.signed } },
  );
  const opensAt = reason === "notYetOpen" ? availability?.opensAt : undefined;
  const opens = opensAt
    ? catalogue.formOpensAt({
        when: openingTime({ opensAt, timeZone: availability?.timeZone, language }),
      })
    : "";
  return (
    // Closed, not open yet or full: its message instead of the form (not a 404).
    <p className="fw-public-page__closed" role="status">
      {opens ? `${message}\n${opens}` : message}
    </p>
  );
}
