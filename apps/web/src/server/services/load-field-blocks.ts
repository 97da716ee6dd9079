import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/database";
import { forms, formVersions } from "../db/schema";
import { FORM_NOT_FOUND, ServiceError } from "./errors";
import { assertFormId } from "./form-history";

/** One field of a form's history, with its block in every version that has it, newest first. */
export interface FieldBlockHistory {
  name: string;
  /** The label in the newest version that has the field. */
  label: string;
  blocks: Record<string, unknown>[];
}

const storedDocumentSchema = z.object({
  blocks: z.array(z.looseObject({ type: z.string(), name: z.string().optional() })),
});

/**
 * The fields of one type that any version of a form (the draft first, then
 * the published versions, newest first) has, with each version's block, so a
 * chart can show rows or options only older versions offered.
 *
 * @example
 * const matrices = await loadFieldBlocks(db, formId, "matrix");
 */
export async function loadFieldBlocks(
  db: Database,
  formId: string,
  type: string,
): Promise<FieldBlockHistory[]> {
  assertFormId(formId);
  const [form] = await db.select({ draft: forms.draft }).from(forms).where(eq(forms.id, formId));
  if (!form) throw new ServiceError("NOT_FOUND", FORM_NOT_FOUND);
  const versions = await db
    .select({ document: formVersions.document })
    .from(formVersions)
    .where(eq(formVersions.formId, formId))
    .orderBy(desc(formVersions.version));
  const byName = new Map<string, FieldBlockHistory>();
  for (const document of [form.draft, ...versions.map((v) => v.document)]) {
    const parsed = storedDocumentSchema.safeParse(document);
    if (!parsed.success) continue;
    for (const block of parsed.data.blocks) {
      if (block.type !== type || typeof block.name !== "string" || block.name === "") continue;
      const label = typeof block.label === "string" ? block.label : block.name;
      const field = byName.get(block.name) ?? { name: block.name, label, blocks: [] };
      field.blocks.push(block);
      byName.set(block.name, field);
    }
  }
  return [...byName.values()];
}
