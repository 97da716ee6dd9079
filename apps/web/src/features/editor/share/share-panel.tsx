"use client";

import { useId } from "react";
import { CopyButton } from "./copy-button";
import { type EmbedOriginsApi, EmbedOriginsEditor } from "./embed-origins-editor";
import { embedSnippets } from "./embed-snippets";
import { QrCodeView } from "./qr-code-view";
import type { RespondentLinksApi } from "./respondent-links-api";
import { RespondentLinksEditor } from "./respondent-links-editor";
import "./share.css";

/**
 * Share and embed a form: its public link (copy, QR code as SVG or PNG), the
 * snippets that embed it on another site (docs/embedding.md), the sites
 * allowed to do so, and single-use links.
 */
export function SharePanel({
  formId,
  slug,
  title,
  isPublished,
  canEdit,
  origin,
  originsApi,
  canMakeLinks = false,
  linksApi,
}: {
  formId: string;
  /** The saved slug: the live page's address. */
  slug: string;
  title: string;
  isPublished: boolean;
  canEdit: boolean;
  /** This server's origin (the page's own). */
  origin: string;
  originsApi?: EmbedOriginsApi;
  /** Editors and owners make single-use links (issue 33 §3). */
  canMakeLinks?: boolean;
  linksApi?: RespondentLinksApi;
}) {
  const linkId = useId();
  const link = `${origin}/f/${slug}`;
  return (
    <div className="fw-share">
      {!isPublished && (
        <p className="fw-share__hint">
          The form is not published yet: the link and embeds work once it is.
        </p>
      )}
      <h3>Public link</h3>
      <div className="fw-share__row">
        <label htmlFor={linkId} className="fw-visually-hidden">
          Public link
        </label>
        <input
          id={linkId}
          className="fw-share__link"
          readOnly
          value={link}
          onFocus={(e) => e.target.select()}
        />
        <CopyButton text={link} label="Copy link" />
      </div>
      <QrCodeView link={link} fileName={`${slug}-qr`} />
      <h3>Embed on your site</h3>
      {embedSnippets({ origin, slug, title }).map((snippet) => (
        <Snippet key={snippet.id} label={snippet.label} code={snippet.code} />
      ))}
      <EmbedOriginsEditor formId={formId} canEdit={canEdit} api={originsApi} />
      <RespondentLinksEditor formId={formId} slug={slug} canEdit={canMakeLinks} api={linksApi} />
    </div>
  );
}

function Snippet({ label, code }: { label: string; code: string }) {
  const id = useId();
  return (
    <div className="fw-share__snippet">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} readOnly rows={2} value={code} spellCheck={false} />
      <CopyButton text={code} label={`Copy ${label.toLowerCase()} snippet`} />
    </div>
  );
}
