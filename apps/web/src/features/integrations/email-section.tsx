"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { errorMessage } from "../admin-ui/error-message";
import { DeliveryLog } from "./delivery-log";
import {
  fetchEmailDeliveries,
  fetchEmailSettings,
  integrationsKeys,
  saveEmailSettings,
  sendTestEmail,
} from "./integrations-api";

type Announce = (kind: "success" | "error", text: string) => void;

/** Splits the notify box into addresses: one per line, or separated by commas. */
function addresses(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((a) => a.trim())
    .filter((a) => a !== "");
}

/**
 * The "Email" section of a form's integrations page: who is notified of each
 * submission (and whether their mail carries the submission's PDF), the
 * respondent's copy, "Send a test email" (the SMTP server's
 * answer shown as it came), and the log of mails sent. Without SMTP settings
 * it says so instead of pretending.
 */
export function EmailSection({ formId, announce }: { formId: string; announce: Announce }) {
  const headingId = useId();
  const notifyId = useId();
  const notifyHintId = useId();
  const copyId = useId();
  const pdfHintId = useId();
  const testId = useId();
  const errorId = useId();
  const queryClient = useQueryClient();
  const { data: settings, error } = useQuery({
    queryKey: integrationsKeys.email(formId),
    queryFn: () => fetchEmailSettings(formId),
  });
  const [notify, setNotify] = useState("");
  const [copyField, setCopyField] = useState("");
  const [attachPdf, setAttachPdf] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [testTo, setTestTo] = useState("");
  const [testResult, setTestResult] = useState<{ ok: boolean; response: string } | null>(null);
  const [isTesting, setIsTesting] = useState(false);

  useEffect(() => {
    if (!settings) return;
    setNotify(settings.notify.join("\n"));
    setCopyField(settings.respondentCopyField ?? "");
    setAttachPdf(settings.attachPdf);
  }, [settings]);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const saved = await saveEmailSettings({
        formId,
        notify: addresses(notify),
        respondentCopyField: copyField || null,
        attachPdf,
      });
      queryClient.setQueryData(integrationsKeys.email(formId), saved);
      announce("success", "Saved the email settings.");
    } catch (e) {
      setFailure(errorMessage(e));
      document.getElementById(notifyId)?.focus();
    }
  };

  const test = async (event: React.FormEvent) => {
    event.preventDefault();
    if (isTesting) return;
    setIsTesting(true);
    setTestResult(null);
    try {
      setTestResult(await sendTestEmail(testTo.trim()));
    } catch (e) {
      setTestResult({ ok: false, response: errorMessage(e) });
    } finally {
      setIsTesting(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="fw-admin-section">
      <h2 id={headingId}>Email</h2>
      {error && !settings ? (
        <div className="fw-alert fw-alert--error" role="alert">
          <p>The email settings could not be loaded: {errorMessage(error)}</p>
        </div>
      ) : null}
      {settings && !settings.isEmailConfigured ? (
        <div className="fw-notice fw-notice--error" data-testid="email-not-configured">
          <p>
            <strong>Email is not configured.</strong> Set <code>FORMWRIGHT_SMTP_URL</code> and{" "}
            <code>FORMWRIGHT_MAIL_FROM</code> on the server; until then no mail is sent, and mails
            queued meanwhile show this error in the log below.
          </p>
        </div>
      ) : null}
      {settings ? (
        <form
          className="fw-admin-panel"
          onSubmit={save}
          noValidate
          aria-label="Email notifications"
        >
          <div className="fw-integrations__field">
            <label htmlFor={notifyId}>Notify these addresses of each submission</label>
            <p id={notifyHintId} className="fw-muted">
              One address per line. Each mail has the form's title, the answers and a link to the
              submission.
            </p>
            {failure ? (
              <p id={errorId} className="fw-integrations__error">
                <span className="fw-sr-only">Error: </span>
                {failure}
              </p>
            ) : null}
            <textarea
              id={notifyId}
              rows={3}
              value={notify}
              onChange={(e) => setNotify(e.target.value)}
              aria-describedby={failure ? `${notifyHintId} ${errorId}` : notifyHintId}
              aria-invalid={failure ? true : undefined}
              spellCheck={false}
            />
            <label className="fw-integrations__check">
              <input
                type="checkbox"
                checked={attachPdf}
                onChange={(e) => setAttachPdf(e.target.checked)}
                aria-describedby={pdfHintId}
              />{" "}
              Attach the answers as a PDF
            </label>
            <p id={pdfHintId} className="fw-muted">
              Owners get the submission's PDF with the mail, as Download PDF gives it.
            </p>
          </div>
          <div className="fw-integrations__field">
            <label htmlFor={copyId}>Send the respondent a copy</label>
            <select id={copyId} value={copyField} onChange={(e) => setCopyField(e.target.value)}>
              <option value="">No copy</option>
              {settings.emailFields.map((field) => (
                <option key={field.name} value={field.name}>
                  To the address in “{field.label}”
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="fw-button">
            Save email settings
          </button>
        </form>
      ) : null}
      {settings?.isEmailConfigured ? (
        <form className="fw-admin-panel" onSubmit={test} noValidate aria-label="Send a test email">
          <div className="fw-integrations__field">
            <label htmlFor={testId}>Send a test email to</label>
            <input
              id={testId}
              type="email"
              value={testTo}
              onChange={(e) => setTestTo(e.target.value)}
              autoComplete="email"
            />
          </div>
          <button type="submit" className="fw-button" aria-disabled={isTesting || undefined}>
            Send a test email
          </button>
          <div role="status" className="fw-integrations__test-result">
            {testResult ? (
              <>
                <p>{testResult.ok ? "The SMTP server accepted it:" : "Sending failed:"}</p>
                <pre>{testResult.response}</pre>
              </>
            ) : isTesting ? (
              <p>Sending…</p>
            ) : null}
          </div>
        </form>
      ) : null}
      <DeliveryLog
        title="Mails sent"
        queryKey={integrationsKeys.mails(formId)}
        fetchPage={(after) => fetchEmailDeliveries({ formId, after })}
        canRedeliver
        announce={announce}
        headingLevel={3}
      />
    </section>
  );
}
