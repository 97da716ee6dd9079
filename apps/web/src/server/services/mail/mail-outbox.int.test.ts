import { receiptNumber } from "@formwright/core";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../db/database";
import { outbox } from "../../db/schema";
import { freePort } from "../../testing/child-api-server";
import { databaseTargets } from "../../testing/databases";
import { contactDocument, validContactAnswers } from "../../testing/fixtures";
import { type SmtpSink, startSmtpSink } from "../../testing/smtp-sink";
import { createForm, publishForm } from "../forms";
import { listEmailDeliveries } from "../outbox/deliveries";
import { type OutboxWorkerOptions, runOutboxOnce } from "../outbox/worker";
import { submitForm } from "../submissions/submit-form";
import { getEmailSettings, setEmailSettings } from "./email-settings";
import { createMailer, EMAIL_NOT_CONFIGURED, type Mailer } from "./mailer";
import { sendMail } from "./send-mail";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const FROM = "Formwright <forms@example.com>";

describe.each(databaseTargets)("mail through the outbox on $name", ({ open }) => {
  let conn: DatabaseConnection;
  let sink: SmtpSink;
  let mailer: Mailer;
  let count = 0;

  beforeAll(async () => {
    conn = await open();
    sink = await startSmtpSink();
    mailer = createMailer({ smtpUrl: sink.url, from: FROM });
  });
  afterAll(async () => {
    mailer?.close();
    await sink?.close();
    await conn?.close();
  });

  async function publishedForm() {
    count += 1;
    const form = await createForm(conn.db, contactDocument({ slug: `mailed-${count}` }));
    await publishForm(conn.db, form.id);
    return form;
  }

  async function drain(options: OutboxWorkerOptions, formId: string) {
    const until = Date.now() + 15_000;
    for (;;) {
      await runOutboxOnce(options);
      const pending = await conn.db.$count(
        outbox,
        and(eq(outbox.formId, formId), eq(outbox.status, "pending")),
      );
      if (pending === 0) return;
      if (Date.now() > until) throw new Error(`${pending} mails still pending`);
      await sleep(20);
    }
  }

  const worker = (m: Mailer | null): OutboxWorkerOptions => ({
    db: conn.db,
    mailer: m,
    allowPrivate: true,
    publicUrl: "https://forms.example.com/",
    retryDelaysMs: [30, 30, 30],
  });

  it("mails the notified addresses and the respondent a copy, with the title, the answers and a link", async () => {
    const form = await publishedForm();
    await setEmailSettings(conn.db, {
      formId: form.id,
      notify: ["team@example.com", "boss@example.com"],
      respondentCopyField: "email",
    });
    const before = sink.mails.length;
    const { submissionId } = await submitForm(conn.db, {
      slug: form.slug,
      data: validContactAnswers,
      idempotencyKey: "mail-1",
    });
    await drain(worker(mailer), form.id);
    const mails = (await sink.waitFor(before + 2)).slice(before);
    const notification = mails.find((m) => m.subject === "New submission: Contact us");
    const copy = mails.find((m) => m.subject === "Your answers: Contact us");
    expect(notification?.from?.text).toBe('"Formwright" <forms@example.com>');
    expect(notification?.to && "text" in notification.to ? notification.to.text : "").toBe(
      "team@example.com, boss@example.com",
    );
    expect(notification?.text).toContain("Full name: Ada Lovelace");
    // Choices by their labels (issue 28): "engines" is a created choice, kept as typed.
    expect(notification?.text).toContain("Topics: Sales, engines");
    expect(notification?.text).toContain("I agree: Yes");
    expect(notification?.text).toContain(
      `https://forms.example.com/admin/forms/${form.id}/submissions#submission-${submissionId}`,
    );
    expect(copy?.to && "text" in copy.to ? copy.to.text : "").toBe("ada@example.com");
    expect(copy?.text).toContain("Full name: Ada Lovelace");
    // Their receipt as a PDF rides along (issue 35 §1); the owners' notification has none.
    expect(copy?.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [expect.stringMatching(/^receipt-[\dA-F-]+\.pdf$/), "application/pdf"],
    ]);
    expect(copy?.attachments[0]?.content.subarray(0, 5).toString()).toBe("%PDF-");
    expect(notification?.attachments).toEqual([]);
    const page = await listEmailDeliveries(conn.db, { formId: form.id });
    expect(page.nodes.map((n) => n.status)).toEqual(["delivered", "delivered"]);
    expect(page.nodes[0]?.attempts[0]?.statusCode).toBe(250);
    expect(page.nodes[0]?.attempts[0]?.responseExcerpt).toMatch(/^250 /);
  });

  it("keeps a mail when the SMTP server is down, shows the error, and delivers once it is back", async () => {
    const form = await publishedForm();
    await setEmailSettings(conn.db, { formId: form.id, notify: ["team@example.com"] });
    const port = await freePort();
    const downMailer = createMailer({ smtpUrl: `smtp://user:pass@127.0.0.1:${port}`, from: FROM });
    await submitForm(conn.db, {
      slug: form.slug,
      data: validContactAnswers,
      idempotencyKey: "down",
    });
    await runOutboxOnce(worker(downMailer));
    const [failing] = (await listEmailDeliveries(conn.db, { formId: form.id })).nodes;
    expect(failing?.status).toBe("pending");
    expect(failing?.attempts[0]?.isOk).toBe(false);
    expect(failing?.attempts[0]?.error).toMatch(/ECONNREFUSED/);
    expect(failing?.lastError).toMatch(/ECONNREFUSED/);

    const back = await startSmtpSink({ port });
    try {
      await drain(worker(downMailer), form.id);
      await back.waitFor(1);
      expect(back.mails[0]?.subject).toBe("New submission: Contact us");
      const [delivered] = (await listEmailDeliveries(conn.db, { formId: form.id })).nodes;
      expect(delivered?.status).toBe("delivered");
      expect(delivered?.attempts.map((a) => a.isOk)).toEqual([false, true]);
    } finally {
      downMailer.close();
      await back.close();
    }
  });

  it("logs 'Email is not configured' as the error of a mail queued on a server without SMTP", async () => {
    const form = await publishedForm();
    await setEmailSettings(conn.db, { formId: form.id, notify: ["team@example.com"] });
    await submitForm(conn.db, {
      slug: form.slug,
      data: validContactAnswers,
      idempotencyKey: "none",
    });
    await runOutboxOnce(worker(null));
    const [mail] = (await listEmailDeliveries(conn.db, { formId: form.id })).nodes;
    expect(mail?.status).toBe("pending");
    expect(mail?.lastError).toBe(EMAIL_NOT_CONFIGURED);
  });

  it("sendMail queues a plain mail that the worker sends, and refuses without SMTP", async () => {
    const before = sink.mails.length;
    await expect(
      sendMail(conn.db, {
        mail: null,
        message: { to: ["a@example.com"], subject: "s", text: "t" },
      }),
    ).rejects.toThrow(EMAIL_NOT_CONFIGURED);
    await expect(
      sendMail(conn.db, {
        mail: { smtpUrl: sink.url, from: FROM },
        message: { to: ["not an address"], subject: "s", text: "t" },
      }),
    ).rejects.toThrow(/not an address is not an email address/);
    const { id } = await sendMail(conn.db, {
      mail: { smtpUrl: sink.url, from: FROM },
      message: {
        to: ["someone@example.com"],
        subject: "Reset your password",
        text: "Follow the link",
      },
    });
    for (let i = 0; i < 50 && sink.mails.length === before; i++) {
      await runOutboxOnce(worker(mailer));
      await sleep(20);
    }
    expect(sink.mails[before]?.subject).toBe("Reset your password");
    const [row] = await conn.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row?.status).toBe("delivered");
  });

  it("attaches the submission's PDF to the owners' mail as attachPdf was when it was queued", async () => {
    const form = await publishedForm();
    const on = await setEmailSettings(conn.db, {
      formId: form.id,
      notify: ["team@example.com"],
      respondentCopyField: "email",
      attachPdf: true,
    });
    expect(on.attachPdf).toBe(true);
    // Left out, it keeps what it was.
    const kept = await setEmailSettings(conn.db, {
      formId: form.id,
      notify: ["team@example.com"],
      respondentCopyField: "email",
    });
    expect(kept.attachPdf).toBe(true);
    expect((await getEmailSettings(conn.db, form.id)).attachPdf).toBe(true);
    const before = sink.mails.length;
    const queuedOn = (
      await submitForm(conn.db, {
        slug: form.slug,
        data: validContactAnswers,
        idempotencyKey: "pdf-on",
      })
    ).submissionId as string;
    // Turned off after the first submission was queued, on again after the second.
    const off = await setEmailSettings(conn.db, {
      formId: form.id,
      notify: ["team@example.com"],
      respondentCopyField: "email",
      attachPdf: false,
    });
    expect(off.attachPdf).toBe(false);
    const queuedOff = (
      await submitForm(conn.db, {
        slug: form.slug,
        data: { ...validContactAnswers, fullName: "Grace Hopper" },
        idempotencyKey: "pdf-off",
      })
    ).submissionId as string;
    await setEmailSettings(conn.db, {
      formId: form.id,
      notify: ["team@example.com"],
      attachPdf: true,
    });
    const payloads = await conn.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(eq(outbox.formId, form.id));
    const pdfs = payloads.map(({ payload }) => {
      const p = payload as { template: string; pdf?: boolean; submission: { id: string } };
      return [p.template, p.submission.id === queuedOn ? "on" : "off", p.pdf ?? null];
    });
    expect(pdfs).toEqual(
      expect.arrayContaining([
        ["notification", "on", true],
        ["respondent-copy", "on", null],
        ["notification", "off", null],
        ["respondent-copy", "off", null],
      ]),
    );
    expect(pdfs).toHaveLength(4);
    await drain(worker(mailer), form.id);
    const mails = (await sink.waitFor(before + 4)).slice(before);
    const notified = (id: string) =>
      mails.find((m) => m.subject === "New submission: Contact us" && m.text?.includes(id));
    const withPdf = notified(queuedOn);
    expect(withPdf?.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`${form.slug}-${receiptNumber(queuedOn)}.pdf`, "application/pdf"],
    ]);
    expect(withPdf?.attachments[0]?.content.subarray(0, 5).toString()).toBe("%PDF-");
    expect(notified(queuedOff)?.attachments).toEqual([]);
    // The respondent's copy carries their receipt either way, never the owners' PDF.
    const copies = mails.filter((m) => m.subject === "Your answers: Contact us");
    expect(copies.flatMap((m) => m.attachments.map((a) => a.filename))).toEqual([
      expect.stringMatching(/^receipt-/),
      expect.stringMatching(/^receipt-/),
    ]);
  });

  it("refuses a respondent-copy field that is not an email field, and bad addresses", async () => {
    const form = await publishedForm();
    await expect(
      setEmailSettings(conn.db, { formId: form.id, notify: [], respondentCopyField: "fullName" }),
    ).rejects.toThrow(/fullName is not an email field/);
    await expect(setEmailSettings(conn.db, { formId: form.id, notify: ["nope"] })).rejects.toThrow(
      /nope is not an email address/,
    );
  });
});
