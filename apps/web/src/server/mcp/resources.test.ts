import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { appRoot } from "../app-root";
import { formDocumentDocsText, formDocumentSchemaText } from "./resources";

const FORMS = path.join(appRoot(), "../../forms");

/** Every form the repository ships: the demo, the showcase and the templates. */
function shippedForms(): string[] {
  return [
    path.join(FORMS, "demo.json"),
    path.join(FORMS, "showcase.json"),
    ...readdirSync(path.join(FORMS, "templates"))
      .filter((file) => file.endsWith(".json"))
      .map((file) => path.join(FORMS, "templates", file)),
  ];
}

describe("the MCP server's resources", () => {
  // `date-time` and the like are left to the server's own check.
  const validate = new Ajv2020({ strict: false, validateFormats: false }).compile(
    JSON.parse(formDocumentSchemaText()),
  );

  it("the JSON Schema takes every form the repository ships", () => {
    const forms = shippedForms();
    expect(forms.length).toBeGreaterThan(2);
    for (const file of forms) {
      const ok = validate(JSON.parse(readFileSync(file, "utf8")));
      expect(ok, `${file}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
    }
  });

  it("the JSON Schema refuses what the server refuses: an unknown block type, an option without its label", () => {
    const base = { slug: "lunch", title: "Lunch" };
    expect(validate({ ...base, blocks: [{ type: "colour", name: "c", label: "C" }] })).toBe(false);
    expect(
      validate({
        ...base,
        blocks: [{ type: "radio", name: "dish", label: "Dish", options: [{ value: "soup" }] }],
      }),
    ).toBe(false);
    expect(validate({ ...base, blocks: [] })).toBe(true);
  });

  it("docs/form-document.md is served as it is in the repository", async () => {
    const text = await formDocumentDocsText();
    expect(text).toBe(readFileSync(path.join(appRoot(), "../../docs/form-document.md"), "utf8"));
  });
});
