#!/usr/bin/env node
// The registry this project is installed from serves only the packages of the
// platform it runs on, so npm leaves other platforms' optional packages
// (e.g. @biomejs/cli-darwin-arm64) out of package-lock.json, and `npm ci`
// then refuses the lock. This adds each missing one as an optional entry with
// its os/cpu, which npm skips on any other platform. Run after `npm install`.
import { readFileSync, writeFileSync } from "node:fs";

const OS = [
  "darwin",
  "linux",
  "win32",
  "android",
  "freebsd",
  "openbsd",
  "netbsd",
  "sunos",
  "aix",
  "openharmony",
];
const CPU = [
  "arm64",
  "x64",
  "arm",
  "ia32",
  "riscv64",
  "ppc64",
  "s390x",
  "loong64",
  "mips64el",
  "wasm32",
];

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
let added = 0;
for (const [where, entry] of Object.entries(lock.packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${where ? `${where}/` : ""}node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
    const parts = name.replace(/^@[^/]+\//, "").split(/[-_.]/);
    const os = OS.filter((o) => parts.includes(o) || (o === "win32" && parts.includes("windows")));
    const cpu = CPU.filter((c) => parts.includes(c) || (c === "x64" && parts.includes("amd64")));
    const stub = { version: String(spec).replace(/^[\^~=]/, ""), optional: true };
    if (os.length) stub.os = os;
    if (cpu.length) stub.cpu = cpu;
    lock.packages[`node_modules/${name}`] = stub;
    added++;
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} optional platform entries added`);
