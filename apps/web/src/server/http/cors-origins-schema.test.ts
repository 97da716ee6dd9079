import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { corsOriginsSchema } from "./cors-origins-schema";

describe("FORMWRIGHT_CORS_ORIGINS", () => {
  it("is off (no origin) when unset or empty", () => {
    expect(corsOriginsSchema.parse(undefined)).toEqual([]);
    expect(corsOriginsSchema.parse("  ")).toEqual([]);
  });

  it("reads * and comma-separated origins, dropping a trailing slash", () => {
    expect(corsOriginsSchema.parse("*")).toBe("*");
    expect(corsOriginsSchema.parse("https://shop.example/, http://localhost:5173")).toEqual([
      "https://shop.example",
      "http://localhost:5173",
    ]);
  });

  it("stops start-up on a value that is not an origin, naming the variable", () => {
    for (const bad of [
      "shop.example",
      "https://shop.example/path",
      "*,https://a.example",
      "ftp://x",
    ]) {
      expect(() => loadConfig({ NODE_ENV: "test", FORMWRIGHT_CORS_ORIGINS: bad }), bad).toThrow(
        /FORMWRIGHT_CORS_ORIGINS: .* is not an origin/,
      );
    }
  });
});
