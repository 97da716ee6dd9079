import { type FormDocument, isShownToRespondent, receiptNumber } from "@formwright/core";
import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  EVERY_FIELD_TYPE,
  everyFieldTypeAnswers,
  everyFieldTypeBehind,
  everyFieldTypeDocument,
  GATE,
} from "../../../../../../packages/core/src/test/every-field-type";
import type { DatabaseConnection } from "../../db/database";
import { submissions } from "../../db/schema";
import { databaseTargets } from "../../testing/databases";
import { createForm, publishForm } from "../forms";
import { NOTIFICATION_PDF_MAX_BYTES, ownersPdfAttachment } from "../submission-pdf/owners-pdf";
import type { MailMessage } from "./mailer";
import { type MailPayload, renderMail } from "./submission-mail";

/** ICU puts a narrow or a plain no-break space before "PM", depending on its version. */
const plainSpaces = (text: string) => text.replace(/[^\S\n]/gu, " ");
const lines = (mail: MailMessage) => plainSpaces(mail.text).split("\n");

/** The text of a PDF as PDF.js reads it back, one trimmed line per line. */
async function pdfLines(content: Buffer | undefined): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(content ?? Buffer.alloc(0)));
  const text = plainSpaces((await extractText(pdf, { mergePages: true })).text);
  return text.split("\n").map((line) => line.trim());
}

const CREATED_AT = "2026-03-07T14:30:00.000Z";
const respondentCases = EVERY_FIELD_TYPE.filter((c) => isShownToRespondent(c.block));

describe.each(databaseTargets)(
  "submission mail says every type's answer in words on $name",
  ({ open }) => {
    let conn: DatabaseConnection;
    let count = 0;

    beforeAll(async () => {
      conn = await open();
    });
    afterAll(async () => {
      await conn?.close();
    });

    /** Publishes `document`, stores one submission of it as is, and renders its mail. */
    async function mailOf(input: {
      document: FormDocument;
      answers: Record<string, unknown>;
      language: string | null;
      template: "notification" | "respondent-copy";
      /** The payload's `pdf` (the form's `attachPdf` when it was queued). */
      pdf?: boolean;
      /** Deletes the submission before the mail is rendered. */
      deleted?: boolean;
    }): Promise<MailMessage> {
      count += 1;
      const form = await createForm(conn.db, { ...input.document, slug: `mailed-${count}` });
      await publishForm(conn.db, form.id);
      const id = `0193a1b2-c3d4-7e5f-8a9b-${String(count).padStart(12, "0")}`;
      // Stored as is: the uploads the file and signature answers name need not exist for a mail.
      await conn.db.insert(submissions).values({
        id,
        formId: form.id,
        version: 1,
        data: input.answers,
        language: input.language,
        idempotencyKey: `mail-${count}`,
      });
      const payload: MailPayload = {
        template: input.template,
        to: ["ada@example.com"],
        version: 1,
        submission: { id, createdAt: CREATED_AT, answers: input.answers },
        ...(input.pdf === undefined ? {} : { pdf: input.pdf }),
      };
      if (input.deleted) await conn.db.delete(submissions).where(eq(submissions.id, id));
      return renderMail(conn.db, {
        formId: form.id,
        payload,
        publicUrl: "https://forms.example.com",
      });
    }

    describe("the respondent's copy, in the language they filled the form in", () => {
      let french: MailMessage;
      beforeAll(async () => {
        french = await mailOf({
          document: everyFieldTypeDocument,
          answers: everyFieldTypeAnswers,
          language: "fr",
          template: "respondent-copy",
        });
      });

      // French puts a no-break space before a colon: "Référence : …".
      it.each(respondentCases)("says a $block.type answer in French", (c) => {
        expect(french.text.split("\n")).toContain(`${c.french.label}\u00a0: ${c.fr}`);
      });

      it("carries the receipt as a PDF, in French: the title and each shown answer in words", async () => {
        expect(french.attachments?.map((a) => [a.filename, a.contentType])).toEqual([
          [expect.stringMatching(/^receipt-[\dA-F-]+\.pdf$/), "application/pdf"],
        ]);
        const printed = await pdfLines(french.attachments?.[0]?.content);
        expect(printed[0]).toBe("Tous les types");
        for (const c of respondentCases) {
          if (c.fr.includes("\n")) continue; // a matrix's rows are lines of their own
          expect(printed, c.block.type).toContain(plainSpaces(c.fr));
        }
      });

      it("says its title, its subject and when it came in in French", () => {
        expect(french.subject).toBe("Vos réponses\u00a0: Tous les types");
        expect(lines(french)).toContain("Tous les types");
        expect(french.text).toContain("\nEnvoyé\u00a0: ");
        expect(plainSpaces(french.text)).toMatch(/Envoyé : 7 mars 2026 .*14:30:00 UTC/);
      });

      it("gives the receipt page's number, the end of the reference, in French", () => {
        const reference = french.text.split("\n").find((line) => line.startsWith("Référence"));
        expect(reference).toMatch(/^Référence\u00a0: /u);
        const id = reference?.replace(/^Référence\u00a0: /u, "") ?? "";
        expect(id).toMatch(/^0193a1b2-c3d4-7e5f-8a9b-0000000000\d\d$/);
        const sent = french.text.split("\n");
        expect(sent).toContain(`Numéro de reçu\u00a0: 0000-0000-00${id.slice(-2)}`);
        expect(sent).toContain(`Numéro de reçu\u00a0: ${receiptNumber(id)}`);
      });

      it("never lists a hidden field", () => {
        const hidden = EVERY_FIELD_TYPE.filter((c) => !isShownToRespondent(c.block));
        expect(hidden.length).toBeGreaterThan(0);
        for (const c of hidden) {
          expect(french.text).not.toContain(c.french.label ?? c.block.label);
          expect(french.text).not.toContain(String(c.answer));
        }
      });
    });

    it.each(respondentCases)(
      "the copy of a form in one language says a $block.type answer in its words",
      async (c) => {
        const english = await mailOf({
          document: everyFieldTypeDocument,
          answers: everyFieldTypeAnswers,
          language: null,
          template: "respondent-copy",
        });
        expect(english.subject).toBe("Your answers: Every type");
        expect(lines(english)).toContain(`${c.block.label}: ${c.en}`);
      },
    );

    it.each(["page", "condition"] as const)(
      "the copy lists no field the respondent skipped (%s)",
      async (how) => {
        const copy = await mailOf({
          document: everyFieldTypeBehind(how),
          answers: { ...everyFieldTypeAnswers, [GATE.name]: GATE.closed },
          language: null,
          template: "respondent-copy",
        });
        expect(lines(copy)).toContain(`${GATE.label}: Closed`);
        for (const c of EVERY_FIELD_TYPE) expect(copy.text).not.toContain(`${c.block.label}:`);
      },
    );

    describe("the owner's notification", () => {
      let notification: MailMessage;
      beforeAll(async () => {
        notification = await mailOf({
          document: everyFieldTypeDocument,
          answers: everyFieldTypeAnswers,
          language: "fr",
          template: "notification",
        });
      });

      it.each(EVERY_FIELD_TYPE)("says a $block.type answer in words, as the table does", (c) => {
        expect(lines(notification)).toContain(`${c.block.label}: ${c.words}`);
      });

      it("names the language the respondent filled the form in", () => {
        expect(lines(notification)).toContain("Language: French (fr)");
      });

      it("gives a quiz's variables and the ending the respondent was shown (issue 32)", async () => {
        const quiz = {
          slug: "quiz",
          title: "Capitals",
          confirmation: { message: "Thanks" },
          blocks: [
            {
              type: "radio",
              name: "france",
              label: "The capital of France?",
              options: [
                { label: "Lyon", value: "lyon" },
                { label: "Paris", value: "paris", points: 2, correct: true },
              ],
            },
          ],
          variables: [
            { name: "score", expression: "points(france)", label: "Score" },
            { name: "bonus", expression: "if(score > 1, 'yes', '')" },
          ],
          endings: [
            {
              id: "passed",
              title: "Well done",
              when: { all: [{ field: "score", op: "greaterThan", value: 1 }] },
            },
          ],
        } as unknown as FormDocument;
        const passed = await mailOf({
          document: quiz,
          answers: { france: "paris" },
          language: null,
          template: "notification",
        });
        const sent = lines(passed);
        expect(sent.slice(sent.indexOf("The capital of France?: Paris"))).toEqual(
          expect.arrayContaining(["Score: 2", "bonus: yes", "Ending: Well done (passed)"]),
        );
        const failed = lines(
          await mailOf({
            document: quiz,
            answers: { france: "lyon" },
            language: null,
            template: "notification",
          }),
        );
        expect(failed).toEqual(expect.arrayContaining(["Score: 0", "bonus: (none)"]));
        expect(failed.some((line) => line.startsWith("Ending:"))).toBe(false);
      });

      it("carries no PDF when the form's attachPdf was off when it was queued", async () => {
        expect(notification.attachments ?? []).toEqual([]);
        const off = await mailOf({
          document: everyFieldTypeDocument,
          answers: everyFieldTypeAnswers,
          language: null,
          template: "notification",
          pdf: false,
        });
        expect(off.attachments ?? []).toEqual([]);
        expect(off.text).not.toContain("PDF");
      });

      it("carries the submission's PDF when attachPdf was on (issue 35 §1): the download's, named as it", async () => {
        const mail = await mailOf({
          document: everyFieldTypeDocument,
          answers: everyFieldTypeAnswers,
          language: "fr",
          template: "notification",
          pdf: true,
        });
        const id = mail.text.split("\n").find((line) => line.startsWith("Submission id: "));
        const receipt = receiptNumber(id?.replace("Submission id: ", "") ?? "");
        expect(mail.attachments?.map((a) => [a.filename, a.contentType])).toEqual([
          [`mailed-${count}-${receipt}.pdf`, "application/pdf"],
        ]);
        // As GET /api/submissions/<id>.pdf: in the respondent's language, each shown answer in words.
        const printed = await pdfLines(mail.attachments?.[0]?.content);
        expect(printed[0]).toBe("Tous les types");
        expect(printed).toContain(`Numéro de reçu : ${receipt}`);
        for (const c of respondentCases) {
          if (c.fr.includes("\n")) continue; // a matrix's rows are lines of their own
          expect(printed, c.block.type).toContain(plainSpaces(c.fr));
        }
        // The mail's text is the notification as ever, in the admin's words.
        expect(mail.subject).toBe("New submission: Every type");
        const [first] = EVERY_FIELD_TYPE;
        expect(lines(mail)).toContain(`${first?.block.label}: ${first?.words}`);
      });

      it("is sent without the PDF, saying why, when the submission was deleted before it went", async () => {
        const mail = await mailOf({
          document: everyFieldTypeDocument,
          answers: everyFieldTypeAnswers,
          language: null,
          template: "notification",
          pdf: true,
          deleted: true,
        });
        expect(mail.attachments ?? []).toEqual([]);
        expect(lines(mail)).toContain(
          "The PDF of the answers is not attached: the submission was deleted before this mail was sent.",
        );
        expect(lines(mail)).toContain(
          `${EVERY_FIELD_TYPE[0]?.block.label}: ${EVERY_FIELD_TYPE[0]?.words}`,
        );
      });

      it("leaves out a PDF over the size a notification carries, saying so", async () => {
        const mail = await mailOf({
          document: everyFieldTypeDocument,
          answers: everyFieldTypeAnswers,
          language: null,
          template: "notification",
        });
        const id = mail.text.split("\n").find((line) => line.startsWith("Submission id: "));
        const sources = { publicUrl: "https://forms.example.com", storage: undefined };
        const submissionId = id?.replace("Submission id: ", "") ?? "";
        const whole = await ownersPdfAttachment(conn.db, submissionId, sources);
        const size = whole.attachment?.content.length ?? 0;
        expect(NOTIFICATION_PDF_MAX_BYTES).toBe(10_000_000);
        expect(size).toBeGreaterThan(1000);
        expect(size).toBeLessThan(NOTIFICATION_PDF_MAX_BYTES);
        expect(await ownersPdfAttachment(conn.db, submissionId, sources, 1000)).toEqual({
          attachment: null,
          note: "The PDF of the answers is not attached: it is larger than the 0.001 MB a notification carries. Download it from the submission in the admin.",
        });
      });
    });
  },
);
