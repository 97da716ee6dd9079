"use client";

import { type FormEvent, useEffect, useId, useState } from "react";
import { CopyButton } from "./copy-button";
import {
  type RespondentLinkRow,
  type RespondentLinksApi,
  respondentLinksApi,
} from "./respondent-links-api";
import { respondentLinksCsv } from "./respondent-links-csv";

/** Most links one request makes (as the API allows). */
const MAX_LINKS = 1000;

const errorMessage = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

const when = (iso: string) =>
  new Date(iso).toLocaleString("en", { dateStyle: "medium", timeStyle: "short" });

/** Where a link stands, in words. */
export function linkStatus(link: RespondentLinkRow): string {
  if (link.usedAt) return `Used ${when(link.usedAt)}`;
  if (link.revokedAt) return `Revoked ${when(link.revokedAt)}`;
  return "Unused";
}

/** The addresses of a pasted list: one per line, or separated by commas, semicolons or spaces. */
export function pastedEmails(text: string): string[] {
  return text.split(/[\s,;]+/).filter((part) => part !== "");
}

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The share panel's "Single-use links" (issue 33 §3): make N anonymous links
 * or one per pasted address, list them with where each stands (unused, used
 * when, revoked when) and a Revoke button, and download them as CSV. A
 * link's url is shown only in the panel that made it (the server keeps a
 * hash), so it says to copy or download them then.
 */
export function RespondentLinksEditor({
  formId,
  slug,
  canEdit,
  api = respondentLinksApi,
}: {
  formId: string;
  slug: string;
  canEdit: boolean;
  api?: RespondentLinksApi;
}) {
  const [links, setLinks] = useState<RespondentLinkRow[] | null>(null);
  /** The urls of links made here: the list from the server has none. */
  const [urls, setUrls] = useState<Record<string, string>>({});
  const [kind, setKind] = useState<"count" | "emails">("count");
  const [count, setCount] = useState("10");
  const [emails, setEmails] = useState("");
  const [error, setError] = useState("");
  const [status, setStatus] = useState("");
  const [isBusy, setIsBusy] = useState(false);
  const countId = useId();
  const emailsId = useId();
  const errorId = useId();
  const headingId = useId();

  useEffect(() => {
    if (!canEdit) return;
    let isCurrent = true;
    api.list(formId).then(
      (loaded) => isCurrent && setLinks(loaded),
      (cause: unknown) =>
        isCurrent && setError(errorMessage(cause, "The links could not be loaded")),
    );
    return () => {
      isCurrent = false;
    };
  }, [api, formId, canEdit]);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setError("");
    let input: { count: number } | { emails: string[] };
    if (kind === "count") {
      const n = Number(count);
      if (!Number.isInteger(n) || n < 1 || n > MAX_LINKS) {
        setError(`Enter how many links to make: a whole number from 1 to ${MAX_LINKS}`);
        return;
      }
      input = { count: n };
    } else {
      const list = pastedEmails(emails);
      if (list.length === 0) {
        setError("Paste at least one email address");
        return;
      }
      input = { emails: list };
    }
    setIsBusy(true);
    try {
      const made = await api.create(formId, input);
      setUrls((known) => ({
        ...known,
        ...Object.fromEntries(made.flatMap((link) => (link.url ? [[link.id, link.url]] : []))),
      }));
      setLinks((known) => [...(known ?? []), ...made]);
      setStatus(
        `Made ${made.length} ${made.length === 1 ? "link" : "links"}: copy them or download the CSV now, their addresses are not shown again.`,
      );
      setEmails("");
    } catch (cause) {
      setError(errorMessage(cause, "The links could not be made"));
    } finally {
      setIsBusy(false);
    }
  };

  const revoke = async (link: RespondentLinkRow, label: string) => {
    setIsBusy(true);
    setError("");
    try {
      const revoked = await api.revoke(link.id);
      setLinks((known) =>
        (known ?? []).map((l) => (l.id === link.id ? { ...l, ...revoked, url: l.url } : l)),
      );
      setStatus(`Revoked ${label}`);
    } catch (cause) {
      setError(errorMessage(cause, "The link could not be revoked"));
    } finally {
      setIsBusy(false);
    }
  };

  const rows = (links ?? []).map((link) => ({ ...link, url: urls[link.id] ?? link.url }));
  return (
    <section className="fw-share__links" aria-labelledby={headingId}>
      <h3 id={headingId}>Single-use links</h3>
      <p className="fw-share__hint">
        Each link takes one response. Its address is shown once, when it is made: copy it or
        download the CSV then. With <code>{'"limits": { "invitesOnly": true }'}</code> the form
        takes answers only through these links.
      </p>
      {!canEdit ? (
        <p className="fw-share__hint">Only editors and owners can make single-use links.</p>
      ) : (
        <>
          <form className="fw-share__link-maker" onSubmit={create} noValidate>
            <fieldset>
              <legend>Make links</legend>
              <label>
                <input
                  type="radio"
                  name={`${headingId}-kind`}
                  checked={kind === "count"}
                  onChange={() => setKind("count")}
                />{" "}
                Anonymous links
              </label>
              <label>
                <input
                  type="radio"
                  name={`${headingId}-kind`}
                  checked={kind === "emails"}
                  onChange={() => setKind("emails")}
                />{" "}
                One link per email address
              </label>
            </fieldset>
            {kind === "count" ? (
              <div className="fw-share__add">
                <label htmlFor={countId}>How many links</label>
                <input
                  id={countId}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_LINKS}
                  value={count}
                  onChange={(event) => setCount(event.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                />
              </div>
            ) : (
              <div className="fw-share__snippet">
                <label htmlFor={emailsId}>Email addresses (one per line)</label>
                <textarea
                  id={emailsId}
                  rows={4}
                  value={emails}
                  onChange={(event) => setEmails(event.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                />
              </div>
            )}
            <button type="submit" className="fw-button" disabled={isBusy}>
              Create links
            </button>
            {error && (
              <p id={errorId} className="fw-field__error" role="alert">
                {error}
              </p>
            )}
          </form>
          {links === null ? (
            !error && <p>Loading…</p>
          ) : rows.length === 0 ? (
            <p>No single-use links yet.</p>
          ) : (
            <>
              <button
                type="button"
                className="fw-button fw-button--secondary"
                onClick={() => download(respondentLinksCsv(rows), `${slug}-links.csv`)}
              >
                Download CSV
              </button>
              <ol className="fw-share__link-list">
                {rows.map((link, index) => {
                  const label = `link ${index + 1}${link.email ? ` (${link.email})` : ""}`;
                  const state = linkStatus(link);
                  return (
                    <li key={link.id}>
                      <span className="fw-share__link-who">{link.email ?? "Anonymous"}</span>{" "}
                      <span className="fw-share__link-state">{state}</span>
                      {link.url && (
                        <span className="fw-share__row">
                          <input
                            className="fw-share__link"
                            readOnly
                            value={link.url}
                            aria-label={`Address of ${label}`}
                            onFocus={(event) => event.target.select()}
                          />
                          <CopyButton text={link.url} label={`Copy ${label}`} />
                        </span>
                      )}
                      {!link.usedAt && !link.revokedAt && (
                        <button
                          type="button"
                          className="fw-button fw-button--secondary"
                          disabled={isBusy}
                          aria-label={`Revoke ${label}`}
                          onClick={() => void revoke(link, label)}
                        >
                          Revoke
                        </button>
                      )}
                    </li>
                  );
                })}
              </ol>
            </>
          )}
        </>
      )}
      <p role="status" className="fw-share__status">
        {status}
      </p>
    </section>
  );
}
