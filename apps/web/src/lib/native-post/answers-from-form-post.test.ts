import { parseFormDocument } from "@formwright/core";
import { describe, expect, it } from "vitest";
import { answersFromFormPost } from "./answers-from-form-post";

const parsed = parseFormDocument({
  slug: "post",
  title: "Post",
  blocks: [
    { type: "text", name: "fullName", label: "Full name" },
    { type: "number", name: "age", label: "Age" },
    { type: "checkbox", name: "consent", label: "I agree" },
    {
      type: "checkboxGroup",
      name: "days",
      label: "Days",
      options: [
        { label: "Mon", value: "mon" },
        { label: "Fri", value: "fri" },
      ],
    },
    { type: "radio", name: "size", label: "Size", options: [{ label: "S", value: "s" }] },
    {
      type: "select",
      name: "country",
      label: "Country",
      options: [{ label: "France", value: "fr" }],
    },
    {
      type: "select",
      name: "topics",
      label: "Topics",
      multi: true,
      creatable: true,
      options: [{ label: "Speed", value: "speed" }],
    },
  ],
});
if (!parsed.success) throw new Error("fixture document is invalid");
const { document } = parsed;

describe("answersFromFormPost", () => {
  it("rebuilds each widget's value from the posted names", () => {
    expect(
      answersFromFormPost(document, [
        ["fullName", "Ada"],
        ["age", "3.50"],
        ["consent", "true"],
        ["days", "mon"],
        ["days", "fri"],
        ["size", "s"],
        ["country", "fr"],
        ["topics", "speed"],
      ]),
    ).toEqual({
      fullName: "Ada",
      age: 3.5,
      consent: true,
      days: ["mon", "fri"],
      size: "s",
      country: "fr",
      topics: ["speed"],
    });
  });

  it("keeps number text that is no number as typed, and empty as no value", () => {
    expect(answersFromFormPost(document, [["age", "forty"]]).age).toBe("forty");
    expect(answersFromFormPost(document, [["age", " "]]).age).toBeUndefined();
  });

  it("gives unticked, unchosen and missing fields their empty values", () => {
    expect(answersFromFormPost(document, [])).toEqual({
      fullName: "",
      age: undefined,
      consent: false,
      days: [],
      size: null,
      country: null,
      topics: [],
    });
  });

  it("prefers a select's native fallback over the script widget's hidden input, and adds Other", () => {
    const values = answersFromFormPost(document, [
      ["country", ""],
      ["fw:native:country", ""],
      ["fw:native:country", "fr"],
      ["topics", "speed"],
      ["fw:native:topics", ""],
      ["fw:other:topics", " Price "],
    ]);
    expect(values.country).toBe("fr");
    // The fallback posted no choice: the script widget's default does not come back.
    expect(values.topics).toEqual(["Price"]);
  });

  it("ignores keys that are no field", () => {
    expect(
      answersFromFormPost(document, [
        ["__proto__", "x"],
        ["fw:key", "k"],
      ]),
    ).not.toHaveProperty("fw:key");
  });
});
