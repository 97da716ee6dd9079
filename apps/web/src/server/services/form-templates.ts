import { readdir } from "node:fs/promises";
import path from "node:path";
import type { FormDocument } from "@formwright/core";
import { appRoot } from "../app-root";
import { readFormFile } from "./form-file";

/** A document "New form" can start from. */
export interface FormTemplate {
  /** The file name without `.json` (`event-signup`). */
  id: string;
  title: string;
  description: string;
  document: FormDocument;
}

/**
 * `forms/templates/` of the repository. Start-up publishes only the top level
 * of the forms folder, so templates there are never live forms themselves.
 */
export const FORM_TEMPLATES_DIR = path.resolve(appRoot(), "../../forms/templates");

const loaded = new Map<string, Promise<FormTemplate[]>>();

async function readTemplates(dir: string): Promise<FormTemplate[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith(".json")).sort();
  return Promise.all(
    names.map(async (name) => {
      const document = await readFormFile(path.join(dir, name));
      return {
        id: name.slice(0, -".json".length),
        title: document.title,
        description: document.description ?? "",
        document,
      };
    }),
  );
}

/**
 * Every template, validated like a form file (a broken one fails loudly),
 * read once per process.
 *
 * @example
 * (await listFormTemplates()).map((t) => t.id); // ["contact", "event-signup", ...]
 */
export function listFormTemplates(dir = FORM_TEMPLATES_DIR): Promise<FormTemplate[]> {
  let templates = loaded.get(dir);
  if (!templates) {
    templates = readTemplates(dir);
    templates.catch(() => loaded.delete(dir));
    loaded.set(dir, templates);
  }
  return templates;
}
