// Issue 17 part 5: the packages others install. Packs @formwright/core,
// @formwright/fields and @formwright/query-client with `npm pack`, installs
// the tarballs into a fresh Vite + React app with `npm ci --offline` (npm's
// cache only), builds it with Vite and checks in Chromium that the packaged
// Select renders, opens by keyboard and stores the chosen value.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findChromium } from "../bench/lib/browser";
import { offlineLockfile } from "../packages/offline-lockfile.mjs";
import { packPackages } from "../packages/pack-packages.mjs";

const root = path.resolve(import.meta.dirname, "../..");

const MAIN = `import { Select } from "@formwright/fields";
import "@formwright/fields/styles.css";
import { createQueryClient } from "@formwright/query-client";
import { parseFormDocument } from "@formwright/core";
import { StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";
import { FormProvider, useForm } from "react-hook-form";

// An empty object is no form document: core's zod schema says why.
const parsed = parseFormDocument({});
const client = createQueryClient({ url: "/api/graphql" });

function App() {
  const form = useForm({ shouldFocusError: false });
  const [result, setResult] = useState(null);
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit((values) => setResult(values))}>
        <Select
          name="fruit"
          label="Fruit"
          required
          options={[
            { label: "Apple", value: "apple" },
            { label: "Banana", value: "banana" },
            { label: "Cherry", value: "cherry" },
          ]}
        />
        <button type="submit">Send</button>
      </form>
      <p data-testid="packages">{parsed.success ? "core accepted {}" : \`core refused {} with \${parsed.issues.length > 0 ? "issues" : "nothing"}\`} {typeof client.request}</p>
      <pre data-testid="result">{result ? JSON.stringify(result) : ""}</pre>
    </FormProvider>
  );
}

createRoot(document.getElementById("root")).render(<StrictMode><App /></StrictMode>);
`;

const HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Packed packages</title></head>
<body><main id="root"></main><script type="module" src="/main.jsx"></script></body></html>
`;

const VITE_CONFIG = `export default { esbuild: { jsx: "automatic" }, logLevel: "warn" };
`;

function run(cmd: string, args: string[], cwd: string) {
  const result = spawnSync(cmd, args, { cwd, encoding: "utf8", env: { ...process.env, CI: "1" } });
  if (result.status !== 0) {
    throw new Error(
      `${cmd} ${args.join(" ")} failed (${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result.stdout;
}

const TYPES: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
};

describe("the published packages", () => {
  let work: string;
  let server: Server;
  let origin: string;
  let tarballs: Awaited<ReturnType<typeof packPackages>>;

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), "formwright-pack-"));
    tarballs = await packPackages(path.join(work, "packs"));
    const app = path.join(work, "app");
    await mkdir(app);
    const rootLock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8"));
    const { packageJson, lockfile } = offlineLockfile({
      rootLock,
      appName: "packed-app",
      registryDeps: ["react", "react-dom", "react-hook-form", "vite"],
      tarballs: Object.fromEntries(
        Object.entries(tarballs).map(([name, t]) => [
          name,
          { ...t, relative: path.relative(app, t.file) },
        ]),
      ),
    });
    await writeFile(path.join(app, "package.json"), JSON.stringify(packageJson, null, 2));
    await writeFile(path.join(app, "package-lock.json"), JSON.stringify(lockfile, null, 2));
    await writeFile(path.join(app, "index.html"), HTML);
    await writeFile(path.join(app, "main.jsx"), MAIN);
    await writeFile(path.join(app, "vite.config.mjs"), VITE_CONFIG);
    run("npm", ["ci", "--offline", "--ignore-scripts", "--no-audit", "--no-fund"], app);
    run(process.execPath, [path.join(app, "node_modules/vite/bin/vite.js"), "build"], app);

    const dist = path.join(app, "dist");
    server = createServer(async (req, res) => {
      const url = new URL(req.url ?? "/", "http://x");
      const file = path.join(dist, url.pathname === "/" ? "index.html" : url.pathname);
      if (!file.startsWith(dist)) return void res.writeHead(404).end();
      try {
        const body = await readFile(file);
        res.writeHead(200, {
          "content-type": TYPES[path.extname(file)] ?? "application/octet-stream",
        });
        res.end(body);
      } catch {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 240_000);

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    if (work) await rm(work, { recursive: true, force: true });
  });

  it("packs dist/ only, with exports, types and sideEffects", () => {
    const fields = tarballs["@formwright/fields"];
    const files = run("tar", ["tzf", fields.file], root).split("\n").filter(Boolean);
    expect(files).toContain("package/dist/index.js");
    expect(files).toContain("package/dist/index.d.ts");
    expect(files).toContain("package/dist/styles.css");
    expect(files.some((f) => f.startsWith("package/src/"))).toBe(false);
    expect(files.some((f) => /\.test\./.test(f))).toBe(false);
    expect(fields.manifest.exports["."]).toEqual({
      types: "./dist/index.d.ts",
      import: "./dist/index.js",
    });
    expect(fields.manifest.sideEffects).toEqual(["*.css"]);
    for (const { manifest } of Object.values(tarballs)) {
      expect(manifest.private).toBeUndefined();
      expect(manifest.files).toContain("dist");
    }
  });

  it("renders the packaged Select in a Vite app, and it works by keyboard", async () => {
    const browser = await chromium.launch({
      executablePath: findChromium(),
      headless: true,
      args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
    });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      await page.goto(origin);
      await expect
        .poll(() => page.getByTestId("packages").textContent())
        .toBe("core refused {} with issues function");
      const select = page.getByRole("combobox", { name: "Fruit" });
      await page.getByRole("button", { name: "Send" }).click();
      await expect.poll(() => page.getByText("Fruit is required").count()).toBeGreaterThan(0);
      await select.focus();
      await page.keyboard.press("ArrowDown");
      await page.getByRole("option", { name: "Banana" }).click();
      await page.getByRole("button", { name: "Send" }).click();
      await expect.poll(() => page.getByTestId("result").textContent()).toBe('{"fruit":"banana"}');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
    // Starting Chromium alone can take seconds on a busy machine.
  }, 60_000);
});
