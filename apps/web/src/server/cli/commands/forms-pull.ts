import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { listForms } from "../../services/forms";
import { loadVersion } from "../../services/published-forms";
import type { CliCommand } from "../command";
import { withConfiguredDatabase } from "./open-configured";

/**
 * `forms pull <dir>`: writes every form as files that FORMWRIGHT_FORMS_DIR
 * provisions again: the live version of each published form as
 * `<dir>/<slug>.json` (start-up creates or updates, and publishes, each
 * top-level file), and every form's draft as `<dir>/drafts/<slug>.json`
 * (a folder start-up does not publish, to review and move up by hand).
 */
export const formsPull: CliCommand = {
  name: "forms pull",
  usage: "<dir>",
  summary:
    "write every form's live version (<dir>/<slug>.json) and draft (<dir>/drafts/<slug>.json)",
  async run(args, { config, out, err }) {
    const [dir, ...rest] = args;
    if (!dir || rest.length > 0) {
      err("usage: npm run cli -- forms pull <dir>");
      return 2;
    }
    const drafts = path.join(dir, "drafts");
    await mkdir(drafts, { recursive: true });
    return withConfiguredDatabase(config, async ({ db }) => {
      const forms = await listForms(db);
      let live = 0;
      for (const form of forms) {
        await writeFile(path.join(drafts, `${form.slug}.json`), json(form.draft));
        if (form.publishedVersion != null) {
          const version = await loadVersion(db, {
            formId: form.id,
            slug: form.slug,
            version: form.publishedVersion,
          });
          if (version) {
            await writeFile(path.join(dir, `${form.slug}.json`), json(version.document));
            live++;
          }
        }
      }
      out(
        `${forms.length} form(s): ${live} live version(s) in ${dir}, ${forms.length} draft(s) in ${drafts}`,
      );
      return 0;
    });
  },
};

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
