import { afterEach, describe, expect, test } from "vitest";
import { documentWith } from "../test/fixtures";
import { prefillFromQueryString } from "./prefill-from-query-string";

const options = [
  { label: "Sales", value: "sales" },
  { label: "Support", value: "support" },
  { label: "Press", value: "press" },
];

const document = documentWith([
  { type: "text", name: "email", label: "Email", rules: { email: true, maxLength: 5 } },
  { type: "textarea", name: "message", label: "Message" },
  { type: "number", name: "qty", label: "Quantity", rules: { max: 2 } },
  { type: "select", name: "topic", label: "Topic", options },
  { type: "select", name: "topics", label: "Topics", options, multi: true },
  { type: "select", name: "tags", label: "Tags", options, multi: true, creatable: true },
  { type: "select", name: "brand", label: "Brand", options, creatable: true },
  { type: "radio", name: "size", label: "Size", options },
  { type: "checkboxGroup", name: "days", label: "Days", options },
  { type: "checkbox", name: "terms", label: "Terms" },
  { type: "heading", text: "More" },
]);

function prefill(search: string) {
  return prefillFromQueryString({ document, search });
}

function list(count: number, key = "topics[]") {
  return Array.from(
    { length: count },
    (_, index) => `${key}=${index % 2 ? "sales" : "support"}`,
  ).join("&");
}

describe("prefillFromQueryString", () => {
  test("reads the documented example, with or without the leading ?", () => {
    const expected = { email: "a@b.c", topics: ["sales", "support"] };
    expect(prefill("?email=a@b.c&topics[]=sales&topics[]=support")).toEqual(expected);
    expect(prefill("email=a@b.c&topics[]=sales&topics[]=support")).toEqual(expected);
  });

  test("decodes percent-escapes and + as a space in text", () => {
    expect(prefill("message=Hello+there%2C%20friend%20%F0%9F%98%80")).toEqual({
      message: "Hello there, friend 😀",
    });
  });

  test("gives an empty object for an empty query string", () => {
    expect(prefill("")).toEqual({});
    expect(prefill("?")).toEqual({});
  });

  test("ignores keys that are not field names", () => {
    expect(prefill("utm_source=mail&More=x&email=x")).toEqual({ email: "x" });
  });

  test("does not apply rules: an over-long text is still prefilled", () => {
    expect(prefill("email=not-an-email")).toEqual({ email: "not-an-email" });
  });

  test("drops blank values", () => {
    expect(prefill("email=&message=%20%20&qty=&topic=")).toEqual({});
  });

  test("drops a text value given more than once or as an object", () => {
    expect(prefill("email=a&email=b&message[x]=y")).toEqual({});
  });

  describe("number", () => {
    test.each([
      ["qty=3.50", 3.5],
      ["qty=-2", -2],
      ["qty=%2012%20", 12],
      ["qty=5", 5],
    ])("%s gives %j (max is not applied)", (search, expected) => {
      expect(prefill(search)).toEqual({ qty: expected });
    });

    test.each(["qty=abc", "qty=1e3", "qty=1,5", "qty=Infinity", "qty[]=1"])(
      "drops %s",
      (search) => {
        expect(prefill(search)).toEqual({});
      },
    );
  });

  describe("checkbox", () => {
    test.each(["true", "1", "on", "ON", "True"])("terms=%s is true", (word) => {
      expect(prefill(`terms=${word}`)).toEqual({ terms: true });
    });

    test.each(["false", "0", "off", "OFF"])("terms=%s is false", (word) => {
      expect(prefill(`terms=${word}`)).toEqual({ terms: false });
    });

    test.each(["terms=yes", "terms=", "terms", "terms=1&terms=0"])("drops %s", (search) => {
      expect(prefill(search)).toEqual({});
    });
  });

  describe("single choice", () => {
    test("keeps an option value for a select and a radio group", () => {
      expect(prefill("topic=press&size=sales")).toEqual({ topic: "press", size: "sales" });
    });

    test("drops a value that is not an option (labels are not values)", () => {
      expect(prefill("topic=other&size=Sales")).toEqual({});
    });

    test("keeps any value for a creatable select, up to 200 characters", () => {
      expect(prefill("brand=Acme")).toEqual({ brand: "Acme" });
      expect(prefill(`brand=${"x".repeat(201)}`)).toEqual({});
    });

    test("drops several values or a nested object", () => {
      expect(prefill("topic=sales&topic=press&size[a]=sales")).toEqual({});
    });
  });

  describe("multiple choice", () => {
    test("turns a single value into a one-item array", () => {
      expect(prefill("topics=sales&days=press")).toEqual({ topics: ["sales"], days: ["press"] });
    });

    test("reads repeated keys, bracket keys and indexed keys alike", () => {
      expect(prefill("topics=sales&topics=press&days[1]=press&days[0]=sales")).toEqual({
        topics: ["sales", "press"],
        days: ["sales", "press"],
      });
    });

    test("drops the values that are not options and keeps the rest, once each", () => {
      expect(prefill("days[]=sales&days[]=nope&days[]=sales&days[]=press")).toEqual({
        days: ["sales", "press"],
      });
    });

    test("drops the field when no value is an option", () => {
      expect(prefill("days[]=nope&topics=&topics=")).toEqual({});
    });

    test("keeps created values for a creatable multi select", () => {
      expect(prefill("tags[]=sales&tags[]=Holiday")).toEqual({ tags: ["sales", "Holiday"] });
    });

    test("drops arrays that hold objects", () => {
      expect(prefill("days[]=sales&days[1][x]=press")).toEqual({});
    });
  });

  describe("limits", () => {
    test("keeps an array of exactly 20 values", () => {
      expect(prefill(list(20, "tags[]"))).toEqual({
        tags: ["support", "sales"],
      });
      expect(prefill(list(20, "tags"))).toEqual({ tags: ["support", "sales"] });
    });

    test("drops an array of more than 20 values as a whole", () => {
      expect(prefill(`${list(21, "topics[]")}&email=x`)).toEqual({ email: "x" });
      expect(prefill(`${list(21, "topics")}&email=x`)).toEqual({ email: "x" });
    });

    test("drops an array with an index of 20 or more", () => {
      expect(prefill("topics[20]=sales")).toEqual({});
      expect(prefill("topics[19]=sales")).toEqual({ topics: ["sales"] });
    });

    test("drops nesting deeper than 5 levels and still reads the other keys", () => {
      expect(
        prefill("topics[a][b][c][d][e][f][g]=sales&email[a][b][c][d][e][f]=x&size=press"),
      ).toEqual({
        size: "press",
      });
    });

    test("reads no more than 1000 parameters", () => {
      const filler = Array.from({ length: 999 }, (_, index) => `p${index}=1`).join("&");
      expect(prefill(`${filler}&email=first&message=second`)).toEqual({ email: "first" });
    });
  });

  describe("prototype pollution", () => {
    afterEach(() => {
      delete (Object.prototype as Record<string, unknown>).polluted;
    });

    test("__proto__ and constructor keys leave Object.prototype untouched", () => {
      const result = prefill(
        "__proto__[polluted]=1&constructor[prototype][polluted]=1&topics[__proto__][polluted]=1&__proto__=x&email=a",
      );
      expect(result).toEqual({ email: "a" });
      expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.prototype).not.toHaveProperty("polluted");
    });

    test("a field named like an Object.prototype method reads only the query string", () => {
      const withToString = documentWith([{ type: "text", name: "toString", label: "To string" }]);
      expect(prefillFromQueryString({ document: withToString, search: "" })).toEqual({});
      expect(prefillFromQueryString({ document: withToString, search: "toString=x" })).toEqual({
        toString: "x",
      });
    });
  });
});

test("drops text with a NUL (%00), which no field may hold", () => {
  expect(prefill("message=a%00b&brand=x%00&tags[]=ok&tags[]=%00")).toEqual({ tags: ["ok"] });
});
