import { randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { gzip as gzipCallback } from "node:zlib";
import { hasPages } from "@formwright/core";
import { embedHostOf } from "../../features/embed/embed-host";
import { NATIVE_INPUT, NATIVE_POST_HEADER } from "../../lib/native-post/native-post-names";
import { LANGUAGE_PARAM, pageLanguageOf } from "../../lib/page-language";
import type { Database } from "../db/database";
import { fillTokenSecret, issueFillToken } from "../services/fill-token";
import { liveAvailability } from "../services/form-availability";
import type { PublishedForm } from "../services/published-forms";

const gzip = promisify(gzipCallback);

/** Says on every `/f/<slug>` answer whether it came from the cache (`hit`) or from a render (`miss`). */
export const PAGE_CACHE_HEADER = "x-formwright-page-cache";

/**
 * How long a rendered page is reused at most. Published versions never
 * change; the limit bounds what a render could take from the clock (a date
 * rule's "today" in the server's time zone) and the memory of forms no
 * longer visited.
 */
export const PAGE_CACHE_TTL_MS = 60_000;

/**
 * Pages kept at most (the least recently rendered go first). A form has one
 * page per language, embedding site, page of a paged form and availability
 * state it was seen in.
 */
export const PAGE_CACHE_LIMIT = 1000;

/** A page larger than this is rendered per request, not kept. */
const PAGE_CACHE_MAX_BYTES = 2_000_000;

/** Bytes of pages kept at most in all (the least recently rendered go first). */
export const PAGE_CACHE_TOTAL_BYTES = 64_000_000;

/** The three values a render of a public form page makes per response. */
type Slot = "nonce" | "fillToken" | "nativeKey";

interface CachedPage {
  /** Size of the page, for the memory bound. */
  bytes: number;
  /** The variant's key, for the memory bound's bookkeeping. */
  key: string;
  formId: string;
  version: number;
  renderedAt: number;
  /** The page split at every per-response value: text, slot, text, slot, … text. */
  parts: string[];
  slots: Slot[];
  /** Headers the render set, with the nonce left as a slot too. */
  headers: Array<[name: string, parts: string[], slots: Slot[]]>;
}

/** The headers a cached answer never repeats: they belong to one response. */
const PER_RESPONSE_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "etag",
  "set-cookie",
  "x-request-id",
  "content-security-policy",
  PAGE_CACHE_HEADER,
]);

/** Next.js's headers of a client-side navigation or prefetch: those ask for data, not the page. */
const NEXT_DATA_HEADERS = ["rsc", "next-router-prefetch", "next-router-state-tree", "next-action"];

/** The query parameters a kept page may be asked with; any other (a prefill, `resume`) renders. */
const EMBED_PARAM = "embed";
const HOST_PARAM = "host";
const STEP_PARAM = "step";

/**
 * Which kept page answers a request: everything a render of `/f/<slug>` reads
 * from the request besides the three per-response values. Two requests with
 * the same variant get the same page.
 */
export interface PageVariant {
  slug: string;
  formId: string;
  version: number;
  /** Slug, language, query string and availability state, one string. */
  key: string;
  /** The availability state the page was asked in (`open` without settings). */
  availability: string;
  published: PublishedForm;
}

/** Why a live version takes answers or not now, as the page shows it. */
async function availabilityStateOf(db: Database, published: PublishedForm): Promise<string> {
  if (published.document.availability === undefined) return "open";
  const state = await liveAvailability(db, published);
  return state.isOpen ? "open" : state.reason;
}

/**
 * The query string of a request a kept page may answer, or null. Only the
 * page's own parameters, each at most once and each with a value that can
 * come from a link this product makes: `lang` naming a language the form is
 * written in, `embed=1` with an optional `host` the form may be embedded by,
 * and `step` (a page of a paged form, 1 to 99). That keeps the number of
 * pages per form small whatever addresses are asked for; everything else
 * (prefill, `resume`, `embed=0`, a host not allowed, a query spelt with
 * escapes its links would not use) is rendered per request.
 */
function keptQueryOf(input: {
  search: string;
  published: PublishedForm;
  language: string;
  policy: string;
}): string | null {
  const params = new URLSearchParams(input.search);
  const seen = new Set<string>();
  const isPaged = hasPages(input.published.document.blocks);
  for (const [name, value] of params) {
    if (seen.has(name)) return null;
    seen.add(name);
    if (name === LANGUAGE_PARAM) {
      if (value !== input.language) return null;
    } else if (name === EMBED_PARAM) {
      if (value !== "1") return null;
    } else if (name === HOST_PARAM) {
      if (embedHostOf({ host: value, policy: input.policy }) !== value) return null;
    } else if (name === STEP_PARAM && isPaged) {
      if (!/^[1-9]\d?$/.test(value)) return null;
    } else {
      return null;
    }
  }
  if (seen.has(HOST_PARAM) && !seen.has(EMBED_PARAM)) return null;
  // One spelling per query (as links and the embed script write it), not every escape of it.
  return params.toString() === input.search ? input.search : null;
}

/**
 * The rendered pages of published forms, reused until the live version
 * changes. A public form page differs between two visitors only in three
 * values made per response: the script nonce of its Content Security Policy,
 * the signed fill token (when the page was handed out) and the idempotency
 * key of a post without scripts. A page is rendered once per live version;
 * later answers are that page with three fresh values put in, so a form
 * shared widely costs one indexed read per view instead of a render.
 *
 * A page is kept per variant (see {@link PageVariant}): the language it is
 * shown in (`?lang=`, else the visitor's `Accept-Language` among the form's
 * translations), `?embed=1` and the embedding site, `?step=`, and the state
 * of the version's `availability` (open, not yet open, closed, full), which
 * is decided again on every request, so a page never outlives a state change.
 * A prefill, `?resume=`, the outcome of a post without scripts and any other
 * query string render per request. The live pointer is read on every
 * request, so a version published by any instance shows at once.
 */
export function createPublishedPageCache(db: Database) {
  const pages = new Map<string, CachedPage>();
  let totalBytes = 0;

  function store(page: CachedPage): void {
    forget(page.key);
    while (
      pages.size > 0 &&
      (pages.size >= PAGE_CACHE_LIMIT || totalBytes + page.bytes > PAGE_CACHE_TOTAL_BYTES)
    ) {
      forget(pages.keys().next().value as string);
    }
    pages.set(page.key, page);
    totalBytes += page.bytes;
  }

  function forget(key: string): void {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    totalBytes -= page.bytes;
  }

  return {
    /**
     * The kept page this request asks for, or null when it must be rendered
     * for it alone. `policyFor` makes the Content Security Policy for a nonce.
     */
    async variantOf(
      req: IncomingMessage,
      input: {
        slug: string;
        published: PublishedForm | null;
        policyFor: (nonce: string) => string;
      },
    ): Promise<PageVariant | null> {
      const { published } = input;
      if (req.method !== "GET" || !published) return null;
      if (NEXT_DATA_HEADERS.some((name) => req.headers[name] !== undefined)) return null;
      // A post without scripts is rendered as a GET carrying its outcome.
      if (req.headers[NATIVE_POST_HEADER] !== undefined) return null;
      const url = req.url ?? "";
      const q = url.indexOf("?");
      const search = q === -1 ? "" : url.slice(q + 1);
      const language = pageLanguageOf({
        document: published.document,
        query: new URLSearchParams(search).get(LANGUAGE_PARAM),
        acceptLanguage: req.headers["accept-language"],
      }).tag;
      const query = keptQueryOf({
        search,
        published,
        language,
        // Only its frame-ancestors are read: the nonce makes no difference.
        policy: input.policyFor("-"),
      });
      if (query === null) return null;
      const availability = await availabilityStateOf(db, published);
      return {
        slug: input.slug,
        formId: published.formId,
        version: published.version,
        key: JSON.stringify([input.slug, language, query, availability]),
        availability,
        published,
      };
    },

    /**
     * Answers from the cache when it holds the page of this variant of the
     * live version; true when it did.
     */
    async serve(
      req: IncomingMessage,
      res: ServerResponse,
      input: { variant: PageVariant; policyFor: (nonce: string) => string },
    ): Promise<boolean> {
      const { variant } = input;
      const page = pages.get(variant.key);
      if (
        !page ||
        page.formId !== variant.formId ||
        page.version !== variant.version ||
        Date.now() - page.renderedAt > PAGE_CACHE_TTL_MS
      ) {
        return false;
      }
      const values: Record<Slot, string> = {
        nonce: randomBytes(16).toString("base64"),
        fillToken: issueFillToken({
          secret: await fillTokenSecret(db),
          slug: variant.slug,
          now: Date.now(),
        }),
        nativeKey: randomUUID(),
      };
      for (const [name, parts, slots] of page.headers) {
        res.setHeader(name, fill(parts, slots, values));
      }
      res.setHeader("content-security-policy", input.policyFor(values.nonce));
      res.setHeader(PAGE_CACHE_HEADER, "hit");
      const html = fill(page.parts, page.slots, values);
      if (acceptsGzip(req)) {
        const body = await gzip(html);
        res.setHeader("content-encoding", "gzip");
        res.writeHead(200, { "content-length": body.length }).end(body);
      } else {
        res.writeHead(200, { "content-length": Buffer.byteLength(html) }).end(html);
      }
      return true;
    },

    /**
     * Lets a render of this request through and keeps its page when it can be
     * reused: a 200 HTML page with no cookie, in which the three per-response
     * values are found. Call before handing the request to Next.
     */
    capture(
      req: IncomingMessage,
      res: ServerResponse,
      input: { variant: PageVariant; nonce: string },
    ): void {
      const { variant } = input;
      res.setHeader(PAGE_CACHE_HEADER, "miss");
      // The kept page is the uncompressed one; this first answer goes out so.
      delete req.headers["accept-encoding"];
      const chunks: Buffer[] = [];
      let size = 0;
      const write = res.write.bind(res) as (...args: unknown[]) => boolean;
      const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
      const collect = (chunk: unknown, encoding?: unknown) => {
        if (chunk === undefined || chunk === null || typeof chunk === "function") return;
        const buffer =
          typeof chunk === "string"
            ? Buffer.from(
                chunk,
                typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8",
              )
            : Buffer.from(chunk as Uint8Array);
        size += buffer.length;
        if (size <= PAGE_CACHE_MAX_BYTES) chunks.push(buffer);
      };
      res.write = ((chunk: unknown, ...rest: unknown[]) => {
        collect(chunk, rest[0]);
        return write(chunk, ...rest);
      }) as ServerResponse["write"];
      res.end = ((chunk?: unknown, ...rest: unknown[]) => {
        collect(chunk, rest[0]);
        return end(chunk, ...rest);
      }) as ServerResponse["end"];
      res.once("finish", () => {
        if (size > PAGE_CACHE_MAX_BYTES) return;
        const page = pageFromRender({
          res,
          html: Buffer.concat(chunks).toString("utf8"),
          nonce: input.nonce,
          key: variant.key,
          formId: variant.formId,
          version: variant.version,
        });
        if (!page) return;
        // The render decided availability a moment after the variant did: keep
        // the page only if both saw the same state (it may have just changed).
        availabilityStateOf(db, variant.published).then(
          (now) => {
            if (now === variant.availability) store(page);
          },
          () => {},
        );
      });
    },

    /** Forms whose page is kept, and their bytes (for tests and metrics). */
    size: () => ({ pages: pages.size, bytes: totalBytes }),
  };
}

export type PublishedPageCache = ReturnType<typeof createPublishedPageCache>;

/** A rendered page as a template, or null when it is not one to reuse. */
function pageFromRender(input: {
  res: ServerResponse;
  html: string;
  nonce: string;
  key: string;
  formId: string;
  version: number;
}): CachedPage | null {
  const { res, html } = input;
  if (res.statusCode !== 200 || res.getHeader("set-cookie") !== undefined) return null;
  if (!String(res.getHeader("content-type") ?? "").startsWith("text/html")) return null;
  const fillToken = hiddenValue(html, NATIVE_INPUT.fillToken);
  const nativeKey = hiddenValue(html, NATIVE_INPUT.idempotencyKey);
  if (!fillToken || !nativeKey || !html.includes(`nonce="${input.nonce}"`)) return null;
  const values: Record<Slot, string> = { nonce: input.nonce, fillToken, nativeKey };
  const body = split(html, values);
  const headers: CachedPage["headers"] = [];
  for (const [name, value] of Object.entries(res.getHeaders() as OutgoingHttpHeaders)) {
    if (PER_RESPONSE_HEADERS.has(name) || value === undefined) continue;
    const text = Array.isArray(value) ? value.join(", ") : String(value);
    const { parts, slots } = split(text, values);
    headers.push([name, parts, slots]);
  }
  return {
    bytes: Buffer.byteLength(html),
    key: input.key,
    formId: input.formId,
    version: input.version,
    renderedAt: Date.now(),
    parts: body.parts,
    slots: body.slots,
    headers,
  };
}

/** The value of the hidden input named `name` in a page, if there is one. */
function hiddenValue(html: string, name: string): string | null {
  const marker = `name="${name}" value="`;
  const start = html.indexOf(marker);
  if (start === -1) return null;
  const end = html.indexOf('"', start + marker.length);
  const value = html.slice(start + marker.length, end);
  // Random or signed values of some length: anything else could occur by chance.
  return /^[A-Za-z0-9._-]{16,}$/.test(value) ? value : null;
}

/** Splits `text` at every occurrence of the values, remembering which value stood there. */
function split(text: string, values: Record<Slot, string>): { parts: string[]; slots: Slot[] } {
  const bySlot = Object.entries(values) as Array<[Slot, string]>;
  const pattern = new RegExp(
    bySlot.map(([, v]) => v.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("|"),
    "g",
  );
  const parts: string[] = [];
  const slots: Slot[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    parts.push(text.slice(last, match.index));
    slots.push(bySlot.find(([, v]) => v === match[0])![0]);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return { parts, slots };
}

/** The template with this response's values put in. */
function fill(parts: string[], slots: Slot[], values: Record<Slot, string>): string {
  let out = parts[0] ?? "";
  for (let i = 0; i < slots.length; i++) out += values[slots[i]!] + parts[i + 1];
  return out;
}

function acceptsGzip(req: IncomingMessage): boolean {
  const accepted = req.headers["accept-encoding"];
  return typeof accepted === "string" && /\bgzip\b/.test(accepted);
}
