import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { FORMS_DIR_UPLOADS } from "../../services/pulled-form-files";
import type { CliCommand } from "../command";
import { viaServerOrDatabase } from "./open-configured";

/**
 * `forms pull <dir>`: writes every form as files that FORMWRIGHT_FORMS_DIR
 * provisions again (see `pulledFormFiles`): the live version of each
 * published form as `<dir>/<slug>.json` (start-up creates or updates, and
 * publishes, each top-level file), every form's draft as
 * `<dir>/drafts/<slug>.json` (a folder start-up does not publish, to review
 * and move up by hand), and the uploaded images they show as
 * `<dir>/uploads/<key>`.
 */
export const formsPull: CliCommand = {
  name: "forms pull",
  usage: "<dir>",
  summary:
    "write every form's live version (<dir>/<slug>.json), draft (<dir>/drafts/<slug>.json) and images (<dir>/uploads/)",
  async run(args, { config, out, err }) {
    const [dir, ...rest] = args;
    if (!dir || rest.length > 0) {
      err("usage: npm run cli -- forms pull <dir>");
      return 2;
    }
    const drafts = path.join(dir, "drafts");
    await mkdir(drafts, { recursive: true });
    // Through the running server when it holds the embedded database.
    const pulled = await viaServerOrDatabase(config, "forms pull", {});
    for (const file of pulled.files) {
      const target = insideFolder(dir, file.path);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, Buffer.from(file.base64, "base64"));
    }
    for (const warning of pulled.warnings) err(warning);
    out(
      `${pulled.forms} form(s): ${pulled.live} live version(s) in ${dir}, ${pulled.forms} draft(s) in ${drafts}, ${pulled.images} image(s) in ${path.join(dir, FORMS_DIR_UPLOADS)}`,
    );
    return 0;
  },
};

/** The file's place in the folder; a path leading out of it (whoever sent it) is refused. */
function insideFolder(dir: string, file: string): string {
  const root = path.resolve(dir);
  const target = path.resolve(root, file);
  if (!target.startsWith(root + path.sep))
    throw new Error(`Refusing to write outside ${dir}: ${file}`);
  return target;
}
