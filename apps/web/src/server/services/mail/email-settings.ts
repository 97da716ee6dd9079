import { fieldDocumentOf, getFieldBlocks } from "@formwright/core";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { formEmailSettings } from "../../db/schema";
import { ServiceError } from "../errors";
import { getForm } from "../forms";
import { emailAddressSchema, NOTIFY_MAX } from "./email-address";

/** Who is mailed about a form's submissions. */
export interface EmailSettings {
  formId: string;
  /** Addresses notified of each submission. */
  notify: string[];
  /** The email field whose address gets a copy of the answers; null for none. */
  respondentCopyField: string | null;
  /** Whether the owners' notification carries the submission's PDF (issue 35 §1). */
  attachPdf: boolean;
}

/** An email field of a form: one whose answers a copy can be sent to. */
export interface EmailField {
  name: string;
  label: string;
}

/**
 * The form's fields whose answer is an email address, as their type says
 * (core's `givesEmailAddress`: a text field with `rules.email` or
 * `inputType: "email"`): where a copy of the answers may go.
 *
 * @example
 * emailFieldsOf(form.draft); // [{ name: "email", label: "Email" }]
 */
export function emailFieldsOf(draft: Parameters<typeof getFieldBlocks>[0]): EmailField[] {
  return getFieldBlocks(draft)
    .filter((block) => fieldDocumentOf(block.type).givesEmailAddress?.(block) === true)
    .map((block) => ({ name: block.name, label: block.label }));
}

/** A form's email settings (nobody notified when never set). */
export async function getEmailSettings(db: Database, formId: string): Promise<EmailSettings> {
  await getForm(db, formId);
  const [row] = await db
    .select()
    .from(formEmailSettings)
    .where(eq(formEmailSettings.formId, formId));
  return {
    formId,
    notify: row?.notify ?? [],
    respondentCopyField: row?.respondentCopyField ?? null,
    attachPdf: row?.attachPdf ?? false,
  };
}

/**
 * Replaces a form's email settings. Each address is checked; the respondent
 * copy field must be one of the draft's email fields. `attachPdf` left out
 * keeps what it was (off for a form never set), so a caller that predates it
 * does not turn the PDF off.
 */
export async function setEmailSettings(
  db: Database,
  input: {
    formId: string;
    notify: readonly string[];
    respondentCopyField?: string | null;
    attachPdf?: boolean | null;
  },
): Promise<EmailSettings> {
  const form = await getForm(db, input.formId);
  if (input.notify.length > NOTIFY_MAX) {
    throw new ServiceError("BAD_USER_INPUT", `notify may list at most ${NOTIFY_MAX} addresses`);
  }
  const notify: string[] = [];
  for (const address of input.notify) {
    const parsed = emailAddressSchema.safeParse(address);
    if (!parsed.success) {
      throw new ServiceError("BAD_USER_INPUT", parsed.error.issues[0]?.message ?? "bad address");
    }
    if (!notify.includes(parsed.data)) notify.push(parsed.data);
  }
  const field = input.respondentCopyField?.trim() || null;
  if (field && !emailFieldsOf(form.draft).some((f) => f.name === field)) {
    throw new ServiceError(
      "BAD_USER_INPUT",
      `respondentCopyField ${field} is not an email field of the form (a text field with rules.email)`,
    );
  }
  const attachPdf = input.attachPdf ?? undefined;
  const [row] = await db
    .insert(formEmailSettings)
    .values({ formId: input.formId, notify, respondentCopyField: field, attachPdf })
    .onConflictDoUpdate({
      target: formEmailSettings.formId,
      set: { notify, respondentCopyField: field, attachPdf, updatedAt: new Date() },
    })
    .returning({ attachPdf: formEmailSettings.attachPdf });
  return {
    formId: input.formId,
    notify,
    respondentCopyField: field,
    attachPdf: row?.attachPdf ?? false,
  };
}
