import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { getFieldBlocks, prefillFromQueryString } from "@formwright/core";
import { htmlEscapeJsonString } from "next/dist/shared/lib/htmlescape";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fillTokenSecret, readFillToken } from "../services/fill-token";
import { contactDocument } from "../testing/fixtures";
import { startTestServer, type TestServer } from "../testing/test-server";
import { PAGE_CACHE_HEADER } from "./published-page-cache";

const OWNER = { authorization: "Bearer test-admin-token" };

/** What a visitor's page carries that must be made for that visitor alone. */
interface PageValues {
  nonce: string;
  fillToken: string;
  key: string;
  title: string;
  /** What the render was asked: its address, languages and availability (the stand-in prints them). */
  url: string;
  languages: string;
  state: string;
}

function valuesOf(html: string): PageValues {
  const hidden = (name: string) =>
    new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1] ?? "";
  return {
    nonce: /<script nonce="([^"]+)"/.exec(html)?.[1] ?? "",
    fillToken: hidden("fw:fill-token"),
    key: hidden("fw:key"),
    title: /<h1>([^<]*)<\/h1>/.exec(html)?.[1] ?? "",
    url: (/<p id="url">([^<]*)<\/p>/.exec(html)?.[1] ?? "").replaceAll("&amp;", "&"),
    languages: /<p id="languages">([^<]*)<\/p>/.exec(html)?.[1] ?? "",
    state: /<p id="state">([^<]*)<\/p>/.exec(html)?.[1] ?? "",
  };
}

describe("published form pages are rendered once per live version", () => {
  let api: TestServer;
  let renders = 0;
  const ids = new Map<string, string>();

  /**
   * Stands in for Next's render of `/f/<slug>`: reads the live version through
   * the API as the page does, puts the nonce on its scripts, and the fill token
   * and a fresh idempotency key both in hidden inputs and in the data the
   * browser hydrates from (escaped as in Next's flight data). Prefill values go
   * into the inputs as React renders them, and into the flight data as props
   * and as the address.
   */
  async function renderPage(req: IncomingMessage, res: ServerResponse) {
    renders++;
    const slug = req.url!.split("?")[0]!.slice("/f/".length);
    const nonce = /'nonce-([^']+)'/.exec(String(req.headers["content-security-policy"]))![1]!;
    const { body } = await api.gql(
      `query($s: String!) { form(slug: $s) { title document fillToken availability { isOpen reason } } }`,
      { s: slug },
    );
    if (!body.data?.form) {
      res.writeHead(404, { "content-type": "text/html" }).end("<h1>Form not found</h1>");
      return;
    }
    const { title, document, fillToken, availability } = body.data.form;
    const search = req.url!.split("?")[1] ?? "";
    const prefill = prefillFromQueryString({ document, search });
    const inputs = renderToStaticMarkup(
      createElement(
        "div",
        null,
        getFieldBlocks(document).map((block) =>
          block.type === "textarea"
            ? createElement("textarea", {
                key: block.name,
                name: block.name,
                readOnly: true,
                value: String(prefill[block.name] ?? ""),
              })
            : createElement("input", {
                key: block.name,
                name: block.name,
                readOnly: true,
                value: String(prefill[block.name] ?? ""),
              }),
        ),
      ),
    );
    // A row of Flight data as Next inlines it: JSON in a script's string, escaped for HTML.
    const flight = htmlEscapeJsonString(
      JSON.stringify([1, `1:${JSON.stringify({ defaultValues: prefill, url: req.url })}\n`]),
    );
    const escapeText = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;");
    const key = randomUUID();
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.setHeader("link", `</a.css>; rel=preload; as="style"; nonce="${nonce}"`);
    res.writeHead(200);
    res.write(`<html><head><script nonce="${nonce}" src="/a.js"></script></head><body>`);
    res.write(`<h1>${title}</h1><p id="url">${escapeText(req.url!)}</p>`);
    res.write(`<p id="languages">${escapeText(req.headers["accept-language"] ?? "")}</p>`);
    res.write(`<p id="state">${availability.isOpen ? "open" : availability.reason}</p>`);
    res.write(`<form method="post">${inputs}`);
    res.write(`<input type="hidden" name="fw:key" value="${key}"/>`);
    res.write(`<input type="hidden" name="fw:fill-token" value="${fillToken}"/></form>`);
    res.end(
      `<script nonce="${nonce}">self.__next_f.push([1,"{\\"fillToken\\":\\"${fillToken}\\",\\"nativeKey\\":\\"${key}\\",\\"url\\":\\"${req.url}\\"}"])</script><script nonce="${nonce}">self.__next_f.push(${flight})</script></body></html>`,
    );
  }

  beforeAll(async () => {
    api = await startTestServer(
      {},
      { pages: (req, res) => void renderPage(req, res).catch(() => res.destroy()) },
    );
    for (const [slug, extra] of [
      ["contact", {}],
      ["timed", { availability: { closesAt: "2999-01-01T00:00:00Z" } }],
      // The visitor's languages choose among a form's translations.
      ["bilingual", { language: "en", translations: { de: { title: "Kontakt" } } }],
      [
        "prefill",
        {
          blocks: [
            { type: "text", name: "fullName", label: "Full name" },
            { type: "textarea", name: "notes", label: "Notes" },
            { type: "number", name: "age", label: "Age" },
            { type: "text", name: "role", label: "Role" },
            {
              type: "text",
              name: "team",
              label: "Team",
              visibleWhen: { all: [{ field: "role", op: "equals", value: "lead" }] },
            },
          ],
        },
      ],
    ] as const) {
      const created = await api.gql(
        `mutation($d: JSON!) { createForm(document: $d) { id } }`,
        { d: { ...contactDocument({ slug }), ...extra } },
        OWNER,
      );
      ids.set(slug, created.body.data.createForm.id);
      await publish(slug);
    }
  });
  afterAll(async () => {
    await api?.close();
  });

  async function publish(slug: string, title?: string) {
    const id = ids.get(slug)!;
    if (title) {
      await api.gql(
        `mutation($id: ID!, $d: JSON!) { updateForm(id: $id, document: $d) { id } }`,
        { id, d: contactDocument({ slug, title }) },
        OWNER,
      );
    }
    await api.gql(`mutation($id: ID!) { publishForm(id: $id) { id } }`, { id }, OWNER);
  }

  /** GETs the page until it comes from the cache (the render is kept once its answer has gone). */
  async function cachedPage(path: string, init?: RequestInit) {
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await fetch(`${api.url}${path}`, init);
      if (response.headers.get(PAGE_CACHE_HEADER) === "hit") return response;
      await response.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`${path} never came from the cache`);
  }

  async function fillTokenIssuedAt(token: string): Promise<number | null> {
    const secret = await fillTokenSecret(api.database.db);
    return readFillToken({ secret, slug: "contact", token });
  }

  it("serves a later visit from the kept page with its own nonce, fill token and key", async () => {
    const first = await fetch(`${api.url}/f/contact`);
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    const firstValues = valuesOf(await first.text());

    const before = renders;
    const hit = await cachedPage("/f/contact");
    expect(renders).toBe(before);
    const html = await hit.text();
    const values = valuesOf(html);
    expect(values.title).toBe("Contact us");

    // A fresh nonce, the one the policy names, on every script and in the Link header.
    expect(values.nonce).not.toBe(firstValues.nonce);
    expect(hit.headers.get("content-security-policy")).toContain(`'nonce-${values.nonce}'`);
    expect(html.match(/<script nonce="([^"]+)"/g)).toEqual([
      `<script nonce="${values.nonce}"`,
      `<script nonce="${values.nonce}"`,
      `<script nonce="${values.nonce}"`,
    ]);
    expect(hit.headers.get("link")).toContain(`nonce="${values.nonce}"`);
    expect(html).not.toContain(firstValues.nonce);

    // A fresh key and fill token, the same in the form and in the hydration data.
    expect(values.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(values.key).not.toBe(firstValues.key);
    expect(values.fillToken).not.toBe(firstValues.fillToken);
    expect(html).toContain(`\\"fillToken\\":\\"${values.fillToken}\\"`);
    expect(html).toContain(`\\"nativeKey\\":\\"${values.key}\\"`);
    expect(html).not.toContain(firstValues.fillToken);
    const issuedAt = await fillTokenIssuedAt(values.fillToken);
    expect(issuedAt).not.toBeNull();
    expect(Math.abs(Date.now() - issuedAt!)).toBeLessThan(60_000);

    // The other security headers are there as on a render.
    expect(hit.headers.get("x-content-type-options")).toBe("nosniff");
    expect(hit.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(hit.headers.get("set-cookie")).toBeNull();
  });

  it("gives every visitor different values", async () => {
    const seen = await Promise.all(
      Array.from({ length: 5 }, async () =>
        valuesOf(await (await cachedPage("/f/contact")).text()),
      ),
    );
    for (const key of ["nonce", "key"] as const) {
      expect(new Set(seen.map((v) => v[key])).size).toBe(5);
    }
  });

  it("compresses a kept page for a browser that takes gzip", async () => {
    const hit = await cachedPage("/f/contact", { headers: { "accept-encoding": "gzip" } });
    expect(hit.headers.get("content-encoding")).toBe("gzip");
    // fetch decompresses: the page reads as any other.
    expect(valuesOf(await hit.text()).title).toBe("Contact us");
  });

  it("shows a newly published version at once", async () => {
    await cachedPage("/f/contact");
    await publish("contact", "Contact us, version 2");
    const next = await fetch(`${api.url}/f/contact`);
    expect(next.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    expect(valuesOf(await next.text()).title).toBe("Contact us, version 2");
    expect(valuesOf(await (await cachedPage("/f/contact")).text()).title).toBe(
      "Contact us, version 2",
    );
  });

  /** GETs the page once and says whether a render answered it, and what it shows. */
  async function visit(path: string, init?: RequestInit) {
    const before = renders;
    const response = await fetch(`${api.url}${path}`, init);
    const values = valuesOf(await response.text());
    return { cache: response.headers.get(PAGE_CACHE_HEADER), rendered: renders > before, values };
  }

  it("renders per request a prefill, a resume, invitation or edit link, any other query string, and other methods", async () => {
    await cachedPage("/f/contact");
    await cachedPage("/f/contact?embed=1");
    for (const [path, init] of [
      ["/f/contact?topics=sales", undefined], // a choice: read as one, not shown as given
      ["/f/contact?embed=1&topics=sales", undefined],
      ["/f/contact?resume=abc", undefined],
      ["/f/contact?invite=abc", undefined], // a single-use link: its state changes as it is used
      ["/f/contact?edit=abc", undefined], // an edit link: the page carries a submission's answers
      ["/f/contact?embed=0", undefined],
      ["/f/contact?embed=1&embed=1", undefined],
      ["/f/contact?embed=%31", undefined],
      ["/f/contact?host=https%3A%2F%2Fshop.example", undefined],
      ["/f/contact?embed=1&host=https%3A%2F%2Fevil.example", undefined],
      ["/f/contact?lang=de", undefined], // not a language of the form
      ["/f/contact", { method: "HEAD" }],
      ["/f/contact", { headers: { rsc: "1" } }],
    ] as const) {
      const before = renders;
      const response = await fetch(`${api.url}${path}`, init);
      await response.arrayBuffer();
      expect(response.headers.get(PAGE_CACHE_HEADER), path).toBeNull();
      expect(renders, path).toBe(before + 1);
    }
    const prefilled = await (await fetch(`${api.url}/f/contact?topics=sales`)).text();
    expect(prefilled).toContain('\\"url\\":\\"/f/contact?topics=sales\\"');
  });

  it("keeps the embedded page apart from the page", async () => {
    const first = await visit("/f/contact?embed=1");
    expect(first.rendered).toBe(first.cache === "miss");
    const embedded = valuesOf(await (await cachedPage("/f/contact?embed=1")).text());
    expect(embedded.url).toBe("/f/contact?embed=1");
    const plain = valuesOf(await (await cachedPage("/f/contact")).text());
    expect(plain.url).toBe("/f/contact");
    // Per-visitor values are fresh on the embedded page too.
    const again = valuesOf(await (await cachedPage("/f/contact?embed=1")).text());
    expect(again.nonce).not.toBe(embedded.nonce);
    expect(again.key).not.toBe(embedded.key);
    expect(again.fillToken).not.toBe(embedded.fillToken);
  });

  it("keeps the page embedded by a site the form allows, and stops when the site is no longer allowed", async () => {
    const framed = "/f/contact?embed=1&host=https%3A%2F%2Fshop.example";
    const setOrigins = (origins: string[]) =>
      api.gql(
        `mutation($id: ID!, $o: [String!]!) { setFormEmbedOrigins(id: $id, origins: $o) { id } }`,
        { id: ids.get("contact")!, o: origins },
        OWNER,
      );
    await setOrigins(["https://shop.example"]);
    const page = valuesOf(await (await cachedPage(framed)).text());
    expect(page.url).toBe("/f/contact?embed=1&host=https%3A%2F%2Fshop.example");
    await setOrigins([]);
    const refused = await visit(framed);
    expect(refused).toMatchObject({ cache: null, rendered: true });
  });

  it("keeps a translated form's page per language the visitor gets", async () => {
    const german = { headers: { "accept-language": "de-DE,de;q=0.9" } };
    const de = valuesOf(await (await cachedPage("/f/bilingual", german)).text());
    expect(de.languages).toBe("de-DE,de;q=0.9");
    // fetch asks for any language (`*`): the form's own.
    const en = valuesOf(await (await cachedPage("/f/bilingual")).text());
    expect(en.languages).toBe("*");
    // A language the form is not written in gets the form's own: the same page as no preference.
    const french = await visit("/f/bilingual", { headers: { "accept-language": "fr" } });
    expect(french).toMatchObject({ cache: "hit", rendered: false });
    expect(french.values.languages).toBe("*");
    // ?lang= names the page too, and is a page of its own (its links differ).
    const asked = valuesOf(await (await cachedPage("/f/bilingual?lang=de")).text());
    expect(asked.url).toBe("/f/bilingual?lang=de");
    const again = await visit("/f/bilingual", german);
    expect(again).toMatchObject({ cache: "hit", rendered: false });
    expect(again.values.languages).toBe("de-DE,de;q=0.9");
  });

  it("keeps the page of a form with availability, and renders again when it closes or opens", async () => {
    const timed = await cachedPage("/f/timed");
    expect(valuesOf(await timed.text()).state).toBe("open");

    const soon = (ms: number) => new Date(Date.now() + ms).toISOString();
    const closesAt = soon(1500);
    const opensAt = soon(1500);
    for (const [slug, availability] of [
      ["closing", { closesAt }],
      ["opening", { opensAt }],
    ] as const) {
      const created = await api.gql(
        `mutation($d: JSON!) { createForm(document: $d) { id } }`,
        { d: { ...contactDocument({ slug }), availability } },
        OWNER,
      );
      ids.set(slug, created.body.data.createForm.id);
      await publish(slug);
    }
    expect(valuesOf(await (await cachedPage("/f/closing")).text()).state).toBe("open");
    expect(valuesOf(await (await cachedPage("/f/opening")).text()).state).toBe("NOT_YET_OPEN");
    await new Promise((resolve) => setTimeout(resolve, Date.parse(closesAt) - Date.now() + 50));

    const closed = await visit("/f/closing");
    expect(closed).toMatchObject({ cache: "miss", rendered: true });
    expect(closed.values.state).toBe("CLOSED");
    expect(valuesOf(await (await cachedPage("/f/closing")).text()).state).toBe("CLOSED");
    const opened = await visit("/f/opening");
    expect(opened).toMatchObject({ cache: "miss", rendered: true });
    expect(opened.values.state).toBe("open");
    expect(valuesOf(await (await cachedPage("/f/opening")).text()).state).toBe("open");
  });

  /** The value of input `name` in a page, unescaped, and the defaultValues of its flight data. */
  function prefilledOf(html: string, name: string) {
    const input = new RegExp(`<input readOnly="" name="${name}" value="([^"]*)"`).exec(html)?.[1];
    const flight = /self\.__next_f\.push\((\[1,"1:[^<]*)\)<\/script>/.exec(html)?.[1];
    const row = flight ? (JSON.parse(flight) as [number, string])[1].slice(2) : "{}";
    return { input, defaultValues: JSON.parse(row).defaultValues as Record<string, unknown> };
  }

  /** GETs a prefilled page until the kept page answers it. */
  async function keptPrefilledPage(path: string) {
    for (let attempt = 0; attempt < 50; attempt++) {
      const response = await fetch(`${api.url}${path}`);
      const html = await response.text();
      if (response.headers.get(PAGE_CACHE_HEADER) === "hit") return html;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`${path} never came from the cache`);
  }

  it("puts each visitor's prefill into the kept page, in the inputs and in the flight data", async () => {
    // The first visit of an address's shape is rendered and nothing more; the second makes the kept page.
    const first = await visit("/f/prefill?fullName=Ada");
    expect(first).toMatchObject({ cache: null, rendered: true });
    const second = await visit("/f/prefill?fullName=Ann");
    expect(second).toMatchObject({ cache: "miss", rendered: true });
    expect(
      prefilledOf(await (await fetch(`${api.url}/f/prefill?fullName=Ada`)).text(), "fullName")
        .input,
    ).toBe("Ada");

    const html = await keptPrefilledPage("/f/prefill?fullName=Grace%20Hopper");
    const before = renders;
    expect(prefilledOf(html, "fullName")).toEqual({
      input: "Grace Hopper",
      defaultValues: { fullName: "Grace Hopper" },
    });
    expect(html).not.toContain("Ada");
    // The address as the visitor spelt it, in the flight data.
    expect(html).toContain('\\"url\\":\\"/f/prefill?fullName=Grace%20Hopper\\"');
    const plus = await visit("/f/prefill?fullName=Grace+Hopper");
    expect(plus).toMatchObject({ cache: "hit", rendered: false });
    expect(renders).toBe(before);
  });

  it("escapes a prefill value exactly as React does, whatever it holds", async () => {
    await keptPrefilledPage("/f/prefill?fullName=x&notes=y");
    for (const value of [
      "<script>alert(1)</script>",
      `"quoted" & 'single' <b>`,
      "&amp; &lt;/textarea&gt; \\ </script><script>",
      "Zoë 😀 ü",
      "a+b=c&d",
    ]) {
      // As a browser spells it: ' is escaped in a query, ( ) ! are not.
      const spelt = encodeURIComponent(value).replaceAll("'", "%27");
      const q = `fullName=${spelt}&notes=${spelt}`;
      const response = await fetch(`${api.url}/f/prefill?${q}`);
      expect(response.headers.get(PAGE_CACHE_HEADER), value).toBe("hit");
      const html = await response.text();
      const expected = renderToStaticMarkup(
        createElement("input", { name: "fullName", readOnly: true, value }),
      );
      expect(html, value).toContain(expected);
      const area = renderToStaticMarkup(
        createElement("textarea", { name: "notes", readOnly: true, value }),
      );
      expect(html, value).toContain(area);
      expect(prefilledOf(html, "fullName").defaultValues, value).toEqual({
        fullName: value,
        notes: value,
      });
      expect(html).not.toContain("<script>alert");
      expect(html).not.toContain("</script><script>");
    }
  });

  it("never shows one visitor's prefill or tokens to another", async () => {
    await keptPrefilledPage("/f/prefill?fullName=warm");
    const names = Array.from({ length: 8 }, (_, i) => `visitor-${i}-${randomUUID()}`);
    const pages = await Promise.all(
      names.map(async (name) => {
        const response = await fetch(`${api.url}/f/prefill?fullName=${name}`);
        return { cache: response.headers.get(PAGE_CACHE_HEADER), html: await response.text() };
      }),
    );
    const seen = pages.map(({ html }) => valuesOf(html));
    pages.forEach(({ cache, html }, i) => {
      expect(cache).toBe("hit");
      expect(prefilledOf(html, "fullName").input).toBe(names[i]);
      for (const other of names.filter((_, j) => j !== i)) expect(html).not.toContain(other);
    });
    for (const key of ["nonce", "key", "fillToken"] as const) {
      expect(new Set(seen.map((v) => v[key])).size).toBe(names.length);
    }
  });

  it("carries a parameter no field reads, and renders per request what a field reads its own way", async () => {
    const tracked = await keptPrefilledPage("/f/prefill?fullName=Ada&utm_source=mail");
    expect(tracked).toContain('\\"url\\":\\"/f/prefill?fullName=Ada&utm_source=mail\\"');
    const other = await visit("/f/prefill?fullName=Bo&utm_source=news");
    expect(other).toMatchObject({ cache: "hit", rendered: false });
    expect(other.values.url).toBe("/f/prefill?fullName=Bo&utm_source=news");
    // A form without pages reads no `step`: a value like any other.
    await keptPrefilledPage("/f/contact?step=2");
    expect(valuesOf(await keptPrefilledPage("/f/contact?step=3")).url).toBe("/f/contact?step=3");
    for (const path of [
      "/f/prefill?age=42", // a number: read as one, not shown as given
      "/f/prefill?role=lead", // a condition reads it
      "/f/prefill?team=x&role=lead",
      "/f/prefill?fullName=%20", // blank: no prefill
      "/f/prefill?fullName=%00x", // a NUL: no field takes it
      "/f/prefill?fullName[]=a",
      "/f/prefill?fullName=a&fullName=b",
      `/f/prefill?fullName=${"a".repeat(300)}`,
      "/f/prefill?fullName=%24ref", // Flight escapes a leading $
      "/f/prefill?fullName=Ada&resume=abc",
    ]) {
      await visit(path);
      const again = await visit(path);
      expect(again, path).toMatchObject({ cache: null, rendered: true });
    }
  });

  it("renders the outcome of a post without scripts, not the kept page", async () => {
    await cachedPage("/f/contact");
    const before = renders;
    const posted = await fetch(`${api.url}/f/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ "fw:key": randomUUID(), name: "Ann" }).toString(),
    });
    await posted.arrayBuffer();
    expect(posted.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    expect(renders).toBe(before + 1);
  });

  it("stops serving a form that is unpublished", async () => {
    await cachedPage("/f/contact");
    await api.gql(
      `mutation($id: ID!) { unpublishForm(id: $id) { id } }`,
      { id: ids.get("contact")! },
      OWNER,
    );
    const gone = await fetch(`${api.url}/f/contact`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get(PAGE_CACHE_HEADER)).toBeNull();
  });
});
