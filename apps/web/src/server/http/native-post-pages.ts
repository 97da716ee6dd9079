import type { ServerResponse } from "node:http";
import { englishCatalogue, type FormDocument, translateDocument } from "@formwright/core";
import { type AnswersTextWords, answersAsText } from "../../lib/native-post/answers-as-text";
import { BASE_SECURITY_HEADERS } from "./security-headers";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** The language a page is written in: `<html lang dir>`. */
export interface PageLanguage {
  tag: string;
  dir: "ltr" | "rtl";
}

const ENGLISH: PageLanguage = { tag: "en", dir: "ltr" };

/** A small page without scripts, with the strictest policy. */
function send(
  res: ServerResponse,
  status: number,
  title: string,
  body: string,
  language: PageLanguage = ENGLISH,
): void {
  res.writeHead(status, {
    ...BASE_SECURITY_HEADERS,
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
    "content-security-policy":
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'none'; frame-ancestors 'self'; base-uri 'none'",
  });
  res.end(`<!doctype html>
<html lang="${escapeHtml(language.tag)}" dir="${language.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5}textarea{width:100%;min-height:12rem;font:inherit}</style>
</head><body><main>${body}</main></body></html>`);
}

/** A refused post: what happened and where to go instead. */
export function refusalPage(
  res: ServerResponse,
  page: {
    status: number;
    title: string;
    text: string;
    link: string;
    /** The link's caption (default `Go to the form`). */
    linkText?: string;
    language?: PageLanguage;
  },
): void {
  send(
    res,
    page.status,
    page.title,
    `<h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.text)}</p><p><a href="${escapeHtml(page.link)}">${escapeHtml(page.linkText ?? "Go to the form")}</a></p>`,
    page.language,
  );
}

/**
 * The texts of {@link answersPage}, in the page's language, with the product
 * words its answers are read in (Yes, No, Signed, "(no answer)", "Label: answer").
 */
export interface AnswersPageTexts extends AnswersTextWords {
  /** "Your answers were not sent. Here they are, to copy and keep:" */
  notSent: string;
  /** "Your answers" (the text area's label). */
  label: string;
  /** "Download my answers" */
  download: string;
}

const ENGLISH_ANSWERS_TEXTS: AnswersPageTexts = {
  notSent: "Your answers were not sent. Here they are, to copy and keep:",
  label: "Your answers",
  download: englishCatalogue.keepAnswersDownload,
  yes: englishCatalogue.yes,
  no: englishCatalogue.no,
  signed: englishCatalogue.signed,
  labelledValue: englishCatalogue.labelledValue,
};

/**
 * A post that cannot be stored any more (the form closed, or changed past
 * the grace period): the answers, as text to copy and as a file to download
 * (a `data:` link, which needs no script), so nothing typed is lost. They
 * read as on the receipt (`answersAsText`), in the page's language: the
 * document's translation for it, its dates and times, its product words.
 */
export function answersPage(
  res: ServerResponse,
  page: {
    status: number;
    title: string;
    /** Names the downloaded file, `<slug>-answers.txt` as on the page with scripts. */
    slug: string;
    document: FormDocument | null;
    values: Record<string, unknown>;
    language?: PageLanguage;
    texts?: AnswersPageTexts;
  },
): void {
  const words = page.texts ?? ENGLISH_ANSWERS_TEXTS;
  const language = (page.language ?? ENGLISH).tag;
  const text = page.document
    ? answersAsText({
        document: translateDocument(page.document, language),
        values: page.values,
        language,
        words,
      })
    : "";
  const answers = text
    ? `<p>${escapeHtml(words.notSent)}</p>
<label for="answers">${escapeHtml(words.label)}</label>
<textarea id="answers" readonly>${escapeHtml(text)}</textarea>
<p><a href="data:text/plain;charset=utf-8,${escapeHtml(encodeURIComponent(text))}" download="${escapeHtml(`${page.slug}-answers.txt`)}">${escapeHtml(words.download)}</a></p>`
    : "";
  send(res, page.status, page.title, `<h1>${escapeHtml(page.title)}</h1>${answers}`, page.language);
}
