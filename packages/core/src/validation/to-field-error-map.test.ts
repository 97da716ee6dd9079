import { expect, test } from "vitest";
import { toFieldErrorMap } from "./to-field-error-map";

test("maps each name to its message", () => {
  expect(
    toFieldErrorMap([
      { name: "email", message: "Email is required" },
      { name: "age", message: "Age must be a number" },
    ]),
  ).toEqual({ email: "Email is required", age: "Age must be a number" });
});

test("keeps the first message of a name", () => {
  expect(
    toFieldErrorMap([
      { name: "x", message: "first" },
      { name: "x", message: "second" },
    ]),
  ).toEqual({ x: "first" });
});

test("stores __proto__ as an own key without changing the map's prototype", () => {
  const map = toFieldErrorMap([{ name: "__proto__", message: 'Unknown field "__proto__"' }]);
  expect(Object.getPrototypeOf(map)).toBe(Object.prototype);
  expect(Object.keys(map)).toEqual(["__proto__"]);
  expect(Object.getOwnPropertyDescriptor(map, "__proto__")?.value).toBe(
    'Unknown field "__proto__"',
  );
});
