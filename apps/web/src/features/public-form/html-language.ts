import { textDirection } from "@formwright/core";
import { headers } from "next/headers";
import { pageLanguageOf } from "../../lib/page-language";
import { PAGE_URL_HEADER } from "../../lib/page-url-header";
import { loadPublicPayment, PAYMENT_PAGE_PATH } from "../payment-page/load-public-payment";
import { loadPublishedForm } from "./load-published-form";
import { notFoundLanguageOf } from "./not-found-language";

const FORM_PATH = /^\/f\/([^/?#]+)\/?(?:\?|$)/;

/**
 * `<html lang dir>` of the page being rendered: a public form's language
 * (the same choice its page makes, from the same per-request form); the
 * browser's language (and direction) on the "Form not found" page, as that
 * page's text; English and left to right elsewhere.
 */
export async function htmlLanguage(): Promise<{ lang: string; dir: "ltr" | "rtl" }> {
  const requestHeaders = await headers();
  const url = requestHeaders.get(PAGE_URL_HEADER) ?? "";
  // A payment page (issue 36) is in the language its submission was filled in.
  if (PAYMENT_PAGE_PATH.test(url)) return paymentPageLanguage(url);
  const slug = FORM_PATH.exec(url)?.[1];
  if (!slug) return { lang: "en", dir: "ltr" };
  try {
    const form = await loadPublishedForm(decodeURIComponent(slug));
    if (!form) {
      const lang = notFoundLanguageOf(requestHeaders.get("accept-language"));
      return { lang, dir: textDirection(lang) };
    }
    const query = new URL(url, "http://localhost").searchParams.get("lang");
    const { tag, dir } = pageLanguageOf({
      document: form.document,
      query,
      acceptLanguage: requestHeaders.get("accept-language"),
    });
    return { lang: tag, dir };
  } catch {
    // The page itself reports what went wrong; the frame around it stays English.
    return { lang: "en", dir: "ltr" };
  }
}

/** `<html lang dir>` of `/f/<slug>/payment?submission=…`: its submission's language. */
async function paymentPageLanguage(url: string): Promise<{ lang: string; dir: "ltr" | "rtl" }> {
  const slug = decodeURIComponent(PAYMENT_PAGE_PATH.exec(url)?.[1] ?? "");
  const id = new URL(url, "http://localhost").searchParams.get("submission");
  try {
    const payment = id ? await loadPublicPayment(id) : null;
    const lang = payment?.language ?? (await loadPublishedForm(slug))?.document.language ?? "en";
    return { lang, dir: textDirection(lang) };
  } catch {
    return { lang: "en", dir: "ltr" };
  }
}
