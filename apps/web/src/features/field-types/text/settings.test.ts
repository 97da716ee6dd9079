import { describe, expect, it } from "vitest";
import { fromFieldValues, toFieldValues } from "../../editor/block-types/field-settings-values";
import type { DraftBlock } from "../../editor/draft-types";

describe("text settings in the editor", () => {
  it("reads a block without a kind of text as plain text", () => {
    const block: DraftBlock = { type: "text", name: "city", label: "City" };
    expect(toFieldValues(block, "text").inputType).toBe("text");
  });

  it("writes the kind of text, and nothing for plain text", () => {
    const block: DraftBlock = { type: "text", name: "mail", label: "Mail" };
    const values = { ...toFieldValues(block, "text"), inputType: "email" };
    const next = fromFieldValues({ values, current: block, type: "text" });
    expect(next.inputType).toBe("email");
    const plain = { ...toFieldValues(next, "text"), inputType: "text" };
    expect(fromFieldValues({ values: plain, current: next, type: "text" })).toEqual(block);
  });

  it("keeps a document with both the kind Email address and the email rule as it is", () => {
    const block: DraftBlock = {
      type: "text",
      name: "mail",
      label: "Mail",
      inputType: "email",
      rules: { email: { value: true, message: "An address, please" }, maxLength: 80 },
    };
    const values = toFieldValues(block, "text");
    expect(values.inputType).toBe("email");
    expect(fromFieldValues({ values, current: block, type: "text" })).toEqual(block);
  });

  it("reads a document with only the email rule as the kind Email address", () => {
    const block: DraftBlock = { type: "text", name: "mail", label: "Mail", rules: { email: true } };
    const values = toFieldValues(block, "text");
    expect(values.inputType).toBe("email");
    expect(fromFieldValues({ values, current: block, type: "text" })).toEqual({
      ...block,
      inputType: "email",
    });
  });

  it("drops the email check with the kind: another kind of text is not checked as an address", () => {
    const block: DraftBlock = {
      type: "text",
      name: "mail",
      label: "Mail",
      inputType: "email",
      rules: { email: true, url: true, maxLength: 80 },
    };
    const plain = { ...toFieldValues(block, "text"), inputType: "text" };
    expect(fromFieldValues({ values: plain, current: block, type: "text" })).toEqual({
      type: "text",
      name: "mail",
      label: "Mail",
      rules: { maxLength: 80 },
    });
    const bare: DraftBlock = { ...block, rules: { email: true } };
    const tel = { ...toFieldValues(bare, "text"), inputType: "tel" };
    expect(fromFieldValues({ values: tel, current: bare, type: "text" })).toEqual({
      type: "text",
      name: "mail",
      label: "Mail",
      inputType: "tel",
    });
  });

  it("writes verify only for an email address (issue 33 §2)", () => {
    const block: DraftBlock = { type: "text", name: "mail", label: "Mail", inputType: "email" };
    const values = { ...toFieldValues(block, "text"), verify: true };
    const verified = fromFieldValues({ values, current: block, type: "text" });
    expect(verified).toEqual({ ...block, verify: true });
    expect(toFieldValues(verified, "text").verify).toBe(true);
    const off = { ...toFieldValues(verified, "text"), verify: false };
    expect(fromFieldValues({ values: off, current: verified, type: "text" })).toEqual(block);
    const phone = { ...toFieldValues(verified, "text"), inputType: "tel" };
    expect(
      fromFieldValues({ values: phone, current: verified, type: "text" }).verify,
    ).toBeUndefined();
  });
});
