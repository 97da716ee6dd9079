import { mkdtempSync } from "node:fs";
import { readdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/database";
import { openDatabase } from "../db/database";
import { localDiskStorage } from "../storage/local-disk-storage";
import { FORM_TEMPLATES_DIR, listFormTemplates } from "./form-templates";
import { findFormBySlug } from "./forms";
import { syncFormsDirectory } from "./forms-as-code";
import { DEFAULT_UPLOAD_LIMIT_BYTES } from "./uploads";

describe("form templates", () => {
  it("offers at least contact, event sign-up, feedback, order request and newsletter sign-up, each a valid document", async () => {
    // listFormTemplates validates every file as `npm run forms -- validate` does.
    const templates = await listFormTemplates();
    expect(templates.map((t) => t.id)).toEqual(
      expect.arrayContaining([
        "contact",
        "event-signup",
        "feedback",
        "order-request",
        "newsletter-signup",
      ]),
    );
    const files = (await readdir(FORM_TEMPLATES_DIR)).filter((n) => n.endsWith(".json"));
    expect(templates).toHaveLength(files.length);
    for (const template of templates) expect(template.title).not.toBe("");
  });

  describe("start-up provisioning of the forms folder", () => {
    let conn: DatabaseConnection;
    beforeAll(async () => {
      conn = await openDatabase({ dataDir: "memory://" });
    }, 180_000);
    afterAll(async () => {
      await conn?.close();
    });

    it("publishes the top-level forms but never the templates in their subfolder", async () => {
      const formsDir = path.dirname(FORM_TEMPLATES_DIR);
      const synced = await syncFormsDirectory({
        db: conn.db,
        dir: formsDir,
        storage: localDiskStorage(mkdtempSync(path.join(os.tmpdir(), "formwright-uploads-"))),
        limitBytes: DEFAULT_UPLOAD_LIMIT_BYTES,
      });
      expect(synced.forms.map((r) => r.slug).sort()).toEqual(["demo", "showcase"]);
      for (const template of await listFormTemplates()) {
        expect(await findFormBySlug(conn.db, template.document.slug)).toBeNull();
      }
    });
  });
});
