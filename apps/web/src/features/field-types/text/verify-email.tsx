"use client";

import { englishWidgetCatalogue, type WidgetCatalogue } from "@formwright/core";
import { useWidgetTexts } from "@formwright/fields";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { browserClient } from "../../api/browser-client";
import { verifiedInPage, verifiedKey } from "../../public-form/email-verifications";

const REQUEST = /* GraphQL */ `
  mutation RequestEmailCode($slug: String!, $field: String!, $email: String!) {
    requestEmailCode(slug: $slug, field: $field, email: $email)
  }
`;

const VERIFY = /* GraphQL */ `
  mutation VerifyEmailCode($slug: String!, $field: String!, $email: String!, $code: String!) {
    verifyEmailCode(slug: $slug, field: $field, email: $email, code: $code) {
      token
      email
    }
  }
`;

/**
 * What the respondent reads, in the form's language (the widget catalogue,
 * packages/core/src/i18n/messages/widgets): `verifyEmailTexts(englishWidgetCatalogue)`
 * is the English.
 */
export function verifyEmailTexts(t: WidgetCatalogue) {
  return {
    send: t.verifySend,
    sendAgain: t.verifySendAgain,
    sending: t.verifySending,
    sent: (email: string) => t.verifySent({ email }),
    codeLabel: t.verifyCodeLabel,
    confirm: t.verifyConfirm,
    checking: t.verifyChecking,
    confirmed: (email: string) => t.verifyConfirmed({ email }),
    typeAddressFirst: (label: string) => t.verifyTypeAddressFirst({ label }),
    typeCode: t.verifyTypeCode,
    previewOnly: t.verifyPreviewOnly,
    group: (label: string) => t.verifyGroup({ label }),
    noScript: t.verifyNoScript,
  };
}

/** The English texts (tests and docs). */
export const VERIFY_EMAIL_TEXTS = verifyEmailTexts(englishWidgetCatalogue);

/** Keeps the token of a verified field for the form's submits (replacing the field's earlier one). */
function rememberEmailVerification(slug: string, field: string, token: string): void {
  verifiedInPage[slug] = { ...verifiedInPage[slug], [field]: token };
  try {
    const stored = JSON.parse(sessionStorage.getItem(verifiedKey(slug)) ?? "{}");
    sessionStorage.setItem(verifiedKey(slug), JSON.stringify({ ...stored, [field]: token }));
  } catch {
    // Storage refused (some private modes): kept for this page only.
  }
}

function slugOf(element: HTMLElement | null): string | null {
  const action = element?.closest("form")?.getAttribute("action") ?? "";
  return /^\/f\/([a-z0-9-]+)$/.exec(action)?.[1] ?? null;
}

/**
 * The code step of a verified email field (issue 33 §2): **Send code** mails
 * a 6-digit code to the address typed above; the respondent types it here and
 * **Confirm** checks it. The token the check answers is kept for the submit
 * (public-form/email-verifications.ts). Status lines are announced (a polite
 * status, an alert for a refusal); Enter in the code box confirms, never
 * sends the form. Changing the address after confirming asks again.
 *
 * @example
 * <VerifyEmail name="email" label="Email" />
 */
export function VerifyEmail({ name, label }: { name: string; label: string }) {
  const value = useWatch({ name });
  const email = typeof value === "string" ? value.trim().toLowerCase() : "";
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [verified, setVerified] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [status, setStatus] = useState("");
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState<"send" | "check" | null>(null);
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  // Each code sent moves the focus to the code box once it is on the page (after the
  // commit: a frame callback could run before it on a loaded phone and find no box).
  const [codesSent, setCodesSent] = useState(0);
  useEffect(() => {
    if (codesSent > 0) codeRef.current?.focus();
  }, [codesSent]);
  const id = useId();
  const codeId = `${id}-code`;
  const problemId = `${id}-problem`;
  const isVerified = verified !== null && verified === email;
  const widgetTexts = useWidgetTexts();
  const t = useMemo(() => verifyEmailTexts(widgetTexts), [widgetTexts]);

  async function run<T>(kind: "send" | "check", call: (slug: string) => Promise<T>) {
    if (busy) return null;
    const slug = slugOf(rootRef.current);
    if (!slug) {
      setProblem(t.previewOnly);
      return null;
    }
    setBusy(kind);
    setProblem("");
    try {
      return await call(slug);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      return null;
    } finally {
      setBusy(null);
    }
  }

  async function send() {
    if (!email) {
      setProblem(t.typeAddressFirst(label));
      return;
    }
    const done = await run("send", (slug) =>
      browserClient().request(REQUEST, { slug, field: name, email }),
    );
    if (!done) return;
    setSentTo(email);
    setCode("");
    setStatus(t.sent(email));
    setCodesSent((n) => n + 1);
  }

  async function confirm() {
    if (!/^\d{6}$/.test(code.trim())) {
      setProblem(t.typeCode);
      return;
    }
    const result = await run("check", (slug) =>
      browserClient()
        .request<{ verifyEmailCode: { token: string; email: string } }>(VERIFY, {
          slug,
          field: name,
          email,
          code: code.trim(),
        })
        .then((answer) => ({ slug, ...answer.verifyEmailCode })),
    );
    if (!result) {
      // A wrong code stays in the box, selected: the next one typed replaces it.
      codeRef.current?.select();
      return;
    }
    rememberEmailVerification(result.slug, name, result.token);
    setVerified(result.email);
    setStatus(t.confirmed(result.email));
  }

  const codeStep = sentTo !== null && sentTo === email && !isVerified;
  return (
    <fieldset ref={rootRef} className="fw-verify-email">
      <legend className="fw-visually-hidden">{t.group(label)}</legend>
      {isVerified ? null : (
        <div className="fw-verify-email__row">
          <button
            type="button"
            className="fw-button fw-button--secondary"
            aria-disabled={busy !== null || undefined}
            onClick={() => void send()}
          >
            {busy === "send" ? t.sending : codeStep ? t.sendAgain : t.send}
          </button>
        </div>
      )}
      {codeStep ? (
        <div className="fw-verify-email__row">
          <label className="fw-verify-email__label" htmlFor={codeId}>
            {t.codeLabel}
          </label>
          <input
            ref={codeRef}
            id={codeId}
            className="fw-input fw-verify-email__code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ""))}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                void confirm();
              }
            }}
          />
          <button
            type="button"
            className="fw-button"
            aria-disabled={busy !== null || undefined}
            onClick={() => void confirm()}
          >
            {busy === "check" ? t.checking : t.confirm}
          </button>
        </div>
      ) : null}
      <p className="fw-verify-email__status" role="status">
        {isVerified ? `✓ ${t.confirmed(email)}` : codeStep ? status : ""}
      </p>
      <p id={problemId} className="fw-verify-email__problem" role="alert">
        {problem}
      </p>
      <noscript>
        <p className="fw-verify-email__status">{t.noScript}</p>
      </noscript>
    </fieldset>
  );
}
