import { randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { gzip as gzipCallback } from "node:zlib";
import { hasPages } from "@formwright/core";
import { embedHostOf } from "../../lib/embed/embed-host";
import {
  EDIT_PARAM,
  INVITE_PARAM,
  NATIVE_INPUT,
  NATIVE_POST_HEADER,
} from "../../lib/native-post/native-post-names";
import { LANGUAGE_PARAM, pageLanguageOf } from "../../lib/page-language";
import type { Database } from "../db/database";
import { fillTokenSecret, issueFillToken } from "../services/fill-token";
import { liveAvailability } from "../services/form-availability";
import type { PublishedForm } from "../services/published-forms";
import {
  encodedValues,
  MAX_QUERY_VALUES,
  type QueryValue,
  queryValueOf,
  standInsFor,
  valuesShownAsGiven,
} from "./page-query-values";
import type { HeldAnswer } from "./quiet-render";

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

/**
 * A place in a kept page filled per response: the three values a render
 * makes per response (`nonce`, `fillToken`, `nativeKey`), or a visitor's
 * query value in one of its encodings (see `valueSlot`).
 */
type Slot = string;

/** A page whose stand-in render did not reproduce a visitor's page is rendered per request this long. */
const REFUSED_TEMPLATE_MS = PAGE_CACHE_TTL_MS;

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

/** The page's own query parameters; any other is a value the page shows (a prefill, `utm_source`). */
const EMBED_PARAM = "embed";
const HOST_PARAM = "host";
const STEP_PARAM = "step";
/** A resume link's draft is read per visit: its page is always rendered. */
const RESUME_PARAM = "resume";
/** Where a query value stands in a variant's query. */
const VALUE_MARK = "\u0000";

/**
 * Which kept page answers a request: everything a render of `/f/<slug>` reads
 * from the request besides the three per-response values. Two requests with
 * the same variant get the same page.
 */
export interface PageVariant {
  slug: string;
  formId: string;
  version: number;
  /** Slug, language, query string (values left out) and availability state, one string. */
  key: string;
  /** The availability state the page was asked in (`open` without settings). */
  availability: string;
  published: PublishedForm;
  /** The visitor's query values put into the kept page, in the order of the query. */
  values: QueryValue[];
  /** The query string with each value as `VALUE_MARK`. */
  shape: string;
}

/** Why a live version takes answers or not now, as the page shows it. */
async function availabilityStateOf(db: Database, published: PublishedForm): Promise<string> {
  if (published.document.availability === undefined) return "open";
  const state = await liveAvailability(db, published);
  return state.isOpen ? "open" : state.reason;
}

/**
 * The query string of a request a kept page may answer, as its shape (each
 * value a mark) and its values, or null. The page's own parameters, each at
 * most once and with a value that can come from a link this product makes:
 * `lang` naming the language the page is shown in, `embed=1` with an
 * optional `host` the form may be embedded by, `step` (a page of a paged
 * form, 1 to 99), each spelt as links spell them. That keeps the number of
 * pages per form small whatever addresses are asked for. Any other parameter
 * is a value the page shows (a prefill, `utm_source`): kept pages carry
 * those the page shows only as themselves (see `valuesShownAsGiven`).
 * Everything else (`resume`, `invite`, `edit`, `embed=0`, a host not allowed, a value a field
 * reads in its own way) is rendered per request.
 */
function queryShapeOf(input: {
  search: string;
  published: PublishedForm;
  language: string;
  policy: string;
}): { shape: string; values: QueryValue[] } | null {
  if (input.search === "") return { shape: "", values: [] };
  const seen = new Set<string>();
  const isPaged = hasPages(input.published.document.blocks);
  const shape: string[] = [];
  const values: QueryValue[] = [];
  for (const piece of input.search.split("&")) {
    const eq = piece.indexOf("=");
    if (eq < 1) return null;
    const [name, value] = [...new URLSearchParams(piece)][0] ?? [];
    if (name === undefined || value === undefined || seen.has(name)) return null;
    seen.add(name);
    const isOwn =
      name === LANGUAGE_PARAM ||
      name === EMBED_PARAM ||
      name === HOST_PARAM ||
      (name === STEP_PARAM && isPaged);
    if (!isOwn) {
      // A draft, a single-use link (its state changes as it is used) or an edit link
      // (the page carries a submission's answers): read per visit, never kept.
      if (name === RESUME_PARAM || name === INVITE_PARAM || name === EDIT_PARAM) return null;
      const carried = queryValueOf(piece.slice(0, eq), piece.slice(eq + 1));
      if (!carried || carried.name !== name) return null;
      values.push(carried);
      shape.push(`${carried.name}=${VALUE_MARK}`);
      continue;
    }
    // One spelling per parameter (as links and the embed script write it), not every escape of it.
    if (new URLSearchParams([[name, value]]).toString() !== piece) return null;
    if (name === LANGUAGE_PARAM && value !== input.language) return null;
    if (name === EMBED_PARAM && value !== "1") return null;
    if (name === HOST_PARAM && embedHostOf({ host: value, policy: input.policy }) !== value) {
      return null;
    }
    if (name === STEP_PARAM && !/^[1-9]\d?$/.test(value)) return null;
    shape.push(piece);
  }
  if (seen.has(HOST_PARAM) && !seen.has(EMBED_PARAM)) return null;
  if (values.length > MAX_QUERY_VALUES) return null;
  if (values.length > 0 && !valuesShownAsGiven(input.published.document, values)) return null;
  return { shape: shape.join("&"), values };
}

/** The query of a shape with these values put in, as their `raw` spelling. */
function queryOf(shape: string, values: readonly QueryValue[]): string {
  let index = 0;
  return shape.replaceAll(VALUE_MARK, () => values[index++]!.raw);
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
 * A page with query values (a prefill such as `?fullName=Ada`, `utm_source`)
 * is kept per variant and the names of its values: at the variant's second
 * visit the server renders it once more with stand-ins for the values, checks
 * that this page with that visitor's values put in is byte for byte the page
 * rendered for that visitor, and from then on puts each visitor's values into it, encoded for
 * each place they show (see page-query-values.ts). `?resume=`, the outcome of
 * a post without scripts and what `queryShapeOf` refuses render per request.
 * The live pointer is read on every request, so a version published by any
 * instance shows at once.
 */
export function createPublishedPageCache(db: Database) {
  const pages = new Map<string, CachedPage>();
  let totalBytes = 0;
  /** Variants whose stand-in render is under way. */
  const pending = new Set<string>();
  /**
   * Variants with values seen once: a stand-in render is a second render, so
   * it is made for the second visit of a variant, not for every address that
   * comes once (a flood of made-up parameter names would double its cost).
   */
  const seenOnce = new Set<string>();
  /** Variants whose stand-in render did not reproduce a visitor's page, and when. */
  const refused = new Map<string, number>();

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

  /** Whether a render of this variant should try to make its kept page (none under way, none refused lately). */
  function shouldTryTemplate(key: string): boolean {
    if (pending.has(key)) return false;
    if (!seenOnce.has(key)) {
      if (seenOnce.size >= PAGE_CACHE_LIMIT) seenOnce.clear();
      seenOnce.add(key);
      return false;
    }
    const at = refused.get(key);
    if (at !== undefined && Date.now() - at < REFUSED_TEMPLATE_MS) return false;
    refused.delete(key);
    if (refused.size > PAGE_CACHE_LIMIT) refused.clear();
    return true;
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
      // `/f/demo?` is not the plain page's address: Next may write it otherwise.
      if (q !== -1 && search === "") return null;
      const language = pageLanguageOf({
        document: published.document,
        query: new URLSearchParams(search).get(LANGUAGE_PARAM),
        acceptLanguage: req.headers["accept-language"],
      }).tag;
      const query = queryShapeOf({
        search,
        published,
        language,
        // Only its frame-ancestors are read: the nonce makes no difference.
        policy: input.policyFor("-"),
      });
      if (query === null) return null;
      const availability = await availabilityStateOf(db, published);
      const names = query.values.map((v) => v.name);
      return {
        slug: input.slug,
        formId: published.formId,
        version: published.version,
        key: JSON.stringify([input.slug, language, query.shape, names, availability]),
        availability,
        published,
        values: query.values,
        shape: query.shape,
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
      const nonce = randomBytes(16).toString("base64");
      const values: Record<Slot, string> = {
        nonce,
        fillToken: issueFillToken({
          secret: await fillTokenSecret(db),
          slug: variant.slug,
          now: Date.now(),
        }),
        nativeKey: randomUUID(),
        ...encodedValues(variant.values),
      };
      for (const [name, parts, slots] of page.headers) {
        res.setHeader(name, fill(parts, slots, values));
      }
      res.setHeader("content-security-policy", input.policyFor(nonce));
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
     * values are found. With query values, the page kept is a render with
     * stand-ins (`renderQuietly` makes it), kept only if it reproduces this
     * visitor's page. Call before handing the request to Next.
     */
    capture(
      req: IncomingMessage,
      res: ServerResponse,
      input: {
        variant: PageVariant;
        nonce: string;
        /** Renders `/f/<slug>?<query>` for no one, with this request's headers. */
        renderQuietly: (query: string) => Promise<HeldAnswer & { nonce: string }>;
      },
    ): void {
      const { variant } = input;
      const hasValues = variant.values.length > 0;
      if (hasValues) {
        if (!shouldTryTemplate(variant.key)) return;
        // One stand-in render per variant at a time, from this request on.
        pending.add(variant.key);
        res.once("close", () => {
          if (!res.writableFinished) pending.delete(variant.key);
        });
      }
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
        if (size > PAGE_CACHE_MAX_BYTES) {
          pending.delete(variant.key);
          return;
        }
        const rendered: HeldAnswer = {
          statusCode: res.statusCode,
          headers: res.getHeaders(),
          body: Buffer.concat(chunks).toString("utf8"),
        };
        const kept = hasValues
          ? templateFromStandIns(variant, rendered, input)
          : Promise.resolve(pageFromRender({ answer: rendered, nonce: input.nonce, variant }));
        kept
          .then(async (page) => {
            if (!page) {
              if (hasValues) refused.set(variant.key, Date.now());
              return;
            }
            // The render decided availability a moment after the variant did: keep
            // the page only if both saw the same state (it may have just changed).
            if ((await availabilityStateOf(db, variant.published)) === variant.availability) {
              store(page);
            }
          })
          .catch(() => refused.set(variant.key, Date.now()))
          .finally(() => pending.delete(variant.key));
      });
    },

    /** Forms whose page is kept, and their bytes (for tests and metrics). */
    size: () => ({ pages: pages.size, bytes: totalBytes }),
  };
}

export type PublishedPageCache = ReturnType<typeof createPublishedPageCache>;

/** A rendered page as a template, or null when it is not one to reuse. */
function pageFromRender(input: {
  answer: HeldAnswer;
  nonce: string;
  variant: PageVariant;
  /** The stand-ins' encodings, by slot, when the page was rendered with stand-ins. */
  standIns?: Record<Slot, string>;
}): CachedPage | null {
  const { answer, variant } = input;
  const html = answer.body;
  if (answer.statusCode !== 200 || answer.headers["set-cookie"] !== undefined) return null;
  if (!String(answer.headers["content-type"] ?? "").startsWith("text/html")) return null;
  const fillToken = hiddenValue(html, NATIVE_INPUT.fillToken);
  const nativeKey = hiddenValue(html, NATIVE_INPUT.idempotencyKey);
  if (!fillToken || !nativeKey || !html.includes(`nonce="${input.nonce}"`)) return null;
  const values: Record<Slot, string> = {
    nonce: input.nonce,
    fillToken,
    nativeKey,
    ...input.standIns,
  };
  const body = split(html, values);
  const headers: CachedPage["headers"] = [];
  for (const [name, value] of Object.entries(headersKept(answer.headers))) {
    const { parts, slots } = split(value, values);
    headers.push([name, parts, slots]);
  }
  return {
    bytes: Buffer.byteLength(html),
    key: variant.key,
    formId: variant.formId,
    version: variant.version,
    renderedAt: Date.now(),
    parts: body.parts,
    slots: body.slots,
    headers,
  };
}

/** The headers of an answer a kept page repeats, as text. */
function headersKept(headers: OutgoingHttpHeaders): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (PER_RESPONSE_HEADERS.has(name) || value === undefined) continue;
    kept[name] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  return kept;
}

/**
 * The kept page of a variant with query values: the page rendered with
 * stand-ins, split at every place a stand-in shows (in each of its
 * encodings). Kept only if no trace of a stand-in is left elsewhere and the
 * page with the visitor's own values and per-response values put in is
 * exactly the page rendered for that visitor (`witness`), headers included.
 */
async function templateFromStandIns(
  variant: PageVariant,
  witness: HeldAnswer,
  input: {
    nonce: string;
    renderQuietly: (query: string) => Promise<HeldAnswer & { nonce: string }>;
  },
): Promise<CachedPage | null> {
  const standIns = standInsFor(variant.values);
  const rendered = await input.renderQuietly(queryOf(variant.shape, standIns.values));
  const page = pageFromRender({
    answer: rendered,
    nonce: rendered.nonce,
    variant,
    standIns: encodedValues(standIns.values),
  });
  if (!page) return null;
  const leftOver = (text: string) => standIns.markers.some((marker) => text.includes(marker));
  if (page.parts.some(leftOver) || page.headers.some(([, parts]) => parts.some(leftOver))) {
    return null;
  }
  const html = witness.body;
  const fillToken = hiddenValue(html, NATIVE_INPUT.fillToken);
  const nativeKey = hiddenValue(html, NATIVE_INPUT.idempotencyKey);
  if (!fillToken || !nativeKey) return null;
  const values: Record<Slot, string> = {
    nonce: input.nonce,
    fillToken,
    nativeKey,
    ...encodedValues(variant.values),
  };
  if (fill(page.parts, page.slots, values) !== html) return null;
  const witnessHeaders = headersKept(witness.headers);
  const sameHeaders =
    page.headers.length === Object.keys(witnessHeaders).length &&
    page.headers.every(
      ([name, parts, slots]) => witnessHeaders[name] === fill(parts, slots, values),
    );
  return sameHeaders ? page : null;
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
  // Longest first: where one value's text starts another's, the longer one is meant.
  const bySlot = (Object.entries(values) as Array<[Slot, string]>).sort(
    ([, a], [, b]) => b.length - a.length,
  );
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
  for (let i = 0; i < slots.length; i++) out += `${values[slots[i]!]}${parts[i + 1]}`;
  return out;
}

function acceptsGzip(req: IncomingMessage): boolean {
  const accepted = req.headers["accept-encoding"];
  return typeof accepted === "string" && /\bgzip\b/.test(accepted);
}
