import { describe, expect, it } from "vitest";
import { parseFormDocument } from "../../packages/core/src/document/parse-form-document";
import { loadAllFieldTypes } from "../../packages/core/src/field-types/registry";
import { blockVisibility } from "../../packages/core/src/logic/block-visibility";
import { documentVariables } from "../../packages/core/src/logic/compute-variables";
import {
  bigFormDocument,
  bigFormFields,
  typedFieldName,
  withVariables,
} from "../bench/lib/big-form";

describe("the big form with 100 variables (bench --only forms, issue 32)", () => {
  it("is a valid document whose last paragraph shows the chain's end while typing", async () => {
    await loadAllFieldTypes();
    const fields = bigFormFields();
    const parsed = parseFormDocument(withVariables(bigFormDocument("bench", fields), fields));
    expect(parsed.success && parsed.document.variables).toHaveLength(100);
    if (!parsed.success) return;
    const answers = { [typedFieldName(fields)]: "the quick" };
    const { shown } = blockVisibility(parsed.document.blocks, answers, parsed.document.variables);
    expect(shown.every(Boolean)).toBe(true);
    expect(documentVariables(parsed.document, answers).v100).toBe(9 + 99);
  });
});
