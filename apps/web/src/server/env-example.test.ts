import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { appRoot } from "./app-root";
import { CONFIG_VARIABLES, loadConfig } from "./config";

const example = readFileSync(path.resolve(appRoot(), "../../.env.example"), "utf8");

/** `NAME=value` lines of .env.example, commented (`# NAME=…`) or not. */
function listed(): Map<string, { value: string; commented: boolean }> {
  const map = new Map<string, { value: string; commented: boolean }>();
  for (const line of example.split("\n")) {
    const match = /^(# )?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (match) map.set(match[2]!, { value: match[3]!, commented: Boolean(match[1]) });
  }
  return map;
}

describe(".env.example", () => {
  it("lists every variable the server reads", () => {
    const names = [...listed().keys()];
    expect(CONFIG_VARIABLES.filter((name) => !names.includes(name))).toEqual([]);
    expect(names.filter((name) => !CONFIG_VARIABLES.includes(name))).toEqual([]);
  });

  it("gives each set variable its real default", () => {
    const set = Object.fromEntries(
      [...listed()].filter(([, v]) => !v.commented).map(([name, v]) => [name, v.value]),
    );
    // The file's values, read as the server would, configure exactly what no value does.
    const fromFile = loadConfig({ NODE_ENV: "production", ...set });
    const defaults = loadConfig({ NODE_ENV: "production" });
    expect(fromFile).toEqual(defaults);
  });
});
