import type { IncomingMessage, ServerResponse } from "node:http";
import {
  catalogueLanguageOf,
  chooseLanguage,
  type FormDocument,
  formLanguages,
  loadCatalogue,
  loadPageCatalogue,
  SUPPORTED_LANGUAGES,
  slugSchema,
  textDirection,
} from "@formwright/core";
import { ADD_ITEM_INPUT, withAddedItem } from "../../lib/native-post/add-item";
import { answersFromFormPost } from "../../lib/native-post/answers-from-form-post";
import { CAPTCHA_INPUT, EDIT_INPUT, INVITE_INPUT } from "../../lib/native-post/native-post-names";
import {
  encodeNativePostState,
  NATIVE_INPUT,
  NATIVE_POST_HEADER,
  type NativePostState,
} from "../../lib/native-post/native-post-state";
import { LANGUAGE_PARAM } from "../../lib/page-language";
import type { Database } from "../db/database";
import { type CountedSubmission, countedSubmission } from "../observability/submission-outcome";
import { FORM_CLOSED, RateLimitedError, ServiceError } from "../services/errors";
import { findFormBySlug } from "../services/forms";
import type { SubmitPayments } from "../services/payments/payment-result";
import { type CaptchaConfig, DEFAULT_CAPTCHA_CONFIG } from "../services/protection/captcha-config";
import { loadVersion } from "../services/published-forms";
import type { Limiter } from "../services/rate-limits";
import { editSubmission } from "../services/submission-edits/edit-submission";
import { submitForm } from "../services/submissions/submit-form";
import { clientAddress } from "./client-address";
import {
  type AnswersPageTexts,
  answersPage,
  type PageLanguage,
  refusalPage,
} from "./native-post-pages";
import { BodyTooLargeError, readBodyBytes } from "./read-body";
import { isSameOrigin } from "./same-origin";

/** What the handler of a form post without scripts needs from the process. */
export interface NativePostOptions {
  db: Database;
  bodyLimitBytes: number;
  submitLimiter: Limiter;
  minFillMs: number;
  versionGraceMs: number;
  trustProxy: boolean;
  /** Renders `/f/<slug>` (Next), with the outcome on {@link NATIVE_POST_HEADER}. */
  renderPage: (req: IncomingMessage, res: ServerResponse) => unknown;
  /** Told how each submission ended (the metrics count them). */
  countSubmission?: (outcome: CountedSubmission["outcome"], reason: string) => void;
  /** Keys of the CAPTCHAs protected forms ask for. */
  captcha?: CaptchaConfig;
  /** Stripe and the public origin, for forms with a payment block (issue 36). */
  payments?: SubmitPayments;
}

/**
 * `POST /f/<slug>`: the public form sent by the browser itself (scripts off,
 * or not yet loaded). Refused when the browser says another site sent it.
 * The answers are rebuilt from the field names, checked by the same core
 * validator and stored by the same service as the API's `submitForm`
 * (same rate limit, spam screens, idempotency key and version grace). The
 * page is then rendered again by Next with the outcome: the confirmation,
 * or the answers as typed with the error summary and inline errors. A form
 * that closed meanwhile answers a page that lists the answers to copy.
 */
export async function handleNativePost(
  slug: string,
  req: IncomingMessage,
  res: ServerResponse,
  options: NativePostOptions,
): Promise<void> {
  if (!isSameOrigin(req)) {
    req.resume();
    return refusalPage(res, {
      status: 403,
      title: "This form can only be sent from its own page",
      text: "Your browser says these answers were sent from another website, so they were not accepted. Open the form on this site and send it from there.",
      link: `/f/${slug}`,
    });
  }
  const type = String(req.headers["content-type"] ?? "").toLowerCase();
  if (!type.startsWith("application/x-www-form-urlencoded")) {
    req.resume();
    return refusalPage(res, {
      status: 415,
      title: "These answers could not be read",
      text: "The form must be sent as application/x-www-form-urlencoded.",
      link: `/f/${slug}`,
    });
  }
  let entries: Array<[string, string]>;
  try {
    entries = [...new URLSearchParams(await readText(req, options.bodyLimitBytes))];
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    const language = languageOf(req, null, "");
    const { pages } = await textsIn(language);
    return refusalPage(res, {
      status: 413,
      title: pages.answersTooLong,
      text: pages.answersTooLongDetail,
      link: `/f/${slug}`,
      linkText: pages.goToForm,
      language,
    });
  }
  const first = (key: string) => entries.find(([k]) => k === key)?.[1] ?? "";
  const version = Number(first(NATIVE_INPUT.version));
  const form = await formFor(options.db, slug, Number.isSafeInteger(version) ? version : null);
  const idempotencyKey = first(NATIVE_INPUT.idempotencyKey);
  // The honeypot is the last input named so (after any field of that name).
  const honeypot = entries.filter(([k]) => k === NATIVE_INPUT.honeypot).at(-1)?.[1] ?? "";
  if (!form) {
    const language = languageOf(req, null, first(NATIVE_INPUT.language));
    return answersPage(res, {
      status: 404,
      title: (await textsIn(language)).pages.formNotFound,
      slug,
      document: null,
      values: {},
      language,
    });
  }
  const values = answersFromFormPost(form.document, entries);
  const count = (counted: CountedSubmission) =>
    options.countSubmission?.(counted.outcome, counted.reason);
  const state: NativePostState = {
    values,
    fieldErrors: [],
    message: null,
    idempotencyKey,
    fillToken: first(NATIVE_INPUT.fillToken) || null,
    submissionId: null,
    resumeToken: first(NATIVE_INPUT.resumeToken) || null,
    invite: first(INVITE_INPUT) || null,
    editToken: first(EDIT_INPUT) || null,
  };
  // "Add another" (a repeating group, without scripts): the page again, one more item, nothing sent.
  const added = withAddedItem(form.document, first(ADD_ITEM_INPUT), values);
  if (added) {
    renderAsGet(req, { ...state, values: added });
    await options.renderPage(req, res);
    return;
  }
  // An ending the answers chose (the page shows it) comes before the confirmation's redirect.
  let hasEnding = false;
  // Answers stored with a payment to make go on to Stripe Checkout (issue 36).
  let paymentUrl: string | null = null;
  try {
    // Opened with an edit link (issue 33 §4): the answers replace the submission's.
    const edit = state.editToken
      ? { token: state.editToken, data: values, language: first(NATIVE_INPUT.language) || null }
      : null;
    const result = edit
      ? await countedEdit(options, clientAddress(req, options.trustProxy), () =>
          editSubmission(options.db, { ...edit, slug }),
        )
      : await submitForm(options.db, {
          slug,
          data: values,
          idempotencyKey,
          signals: {
            honeypot,
            fillToken: first(NATIVE_INPUT.fillToken) || null,
            minFillMs: options.minFillMs,
          },
          limit: {
            limiter: options.submitLimiter,
            key: `${clientAddress(req, options.trustProxy)}|${slug}`,
          },
          version: form.version,
          versionGraceMs: options.versionGraceMs,
          resumeToken: state.resumeToken,
          language: first(NATIVE_INPUT.language) || null,
          // A protected form sent without scripts has no solved CAPTCHA: its answers
          // are kept for spam review (never refused, never lost).
          captcha: {
            answer: first(CAPTCHA_INPUT) || null,
            config: options.captcha ?? DEFAULT_CAPTCHA_CONFIG,
            otherwise: "review",
          },
          // A verified email field's code step needs scripts: kept for review, never refused or lost.
          unverifiedEmail: "hold",
          // The single-use link the page was opened with (issue 33 §3).
          invite: state.invite,
          payments: options.payments,
        });
    state.fieldErrors = result.fieldErrors;
    state.submissionId = result.submissionId;
    state.editUrl = result.editPath ?? null;
    hasEnding = Boolean(result.ending);
    paymentUrl = "paymentUrl" in result ? (result.paymentUrl ?? null) : null;
    count(countedSubmission(result));
  } catch (error) {
    if (error instanceof RateLimitedError || error instanceof ServiceError) {
      count(
        countedSubmission({
          errorCode: error instanceof ServiceError ? error.code : "RATE_LIMITED",
        }),
      );
    }
    // In the language the page was in (one of the form's), as the page with scripts says it.
    const language = languageOf(req, form.document, first(NATIVE_INPUT.language));
    if (error instanceof RateLimitedError) {
      const { main } = await textsIn(language);
      state.message = main.submitRateLimited({ seconds: error.retryAfterSeconds });
    } else if (error instanceof ServiceError && error.code === "BAD_USER_INPUT") {
      state.message = error.message;
    } else if (error instanceof ServiceError) {
      // A closed form's own message (its closedMessage, or "This form is closed").
      const title = error.message || FORM_CLOSED;
      const { main, pages } = await textsIn(language);
      const texts: AnswersPageTexts = {
        notSent: pages.answersNotSent,
        label: pages.answersLabel,
        download: main.keepAnswersDownload,
        yes: main.yes,
        no: main.no,
        signed: main.signed,
        labelledValue: main.labelledValue,
      };
      return answersPage(res, {
        status: 409,
        title,
        slug,
        document: form.document,
        values,
        language,
        texts,
      });
    } else {
      throw error;
    }
  }
  if (state.submissionId && paymentUrl) {
    res.writeHead(303, { location: paymentUrl }).end();
    return;
  }
  const { confirmation } = form.document;
  if (state.submissionId && "redirect" in confirmation && !hasEnding) {
    res.writeHead(303, { location: confirmation.redirect }).end();
    return;
  }
  renderAsGet(req, state);
  await options.renderPage(req, res);
}

/** An edit counted against the submit limit per client address, as `editSubmission` through the API. */
async function countedEdit<T>(
  options: NativePostOptions,
  address: string,
  edit: () => Promise<T>,
): Promise<T> {
  const decision = await options.submitLimiter.consume(`${address}|edit`);
  if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds);
  return edit();
}

/**
 * The language of a page this handler writes: the one the form's page was in
 * (its hidden language input, else the post's `?lang=`), else the browser's,
 * among the form's languages (any shipped one when there is no form).
 */
function languageOf(
  req: IncomingMessage,
  document: FormDocument | null,
  asked: string,
): PageLanguage {
  const query = new URL(req.url ?? "/", "http://localhost").searchParams.get(LANGUAGE_PARAM);
  const tag = chooseLanguage({
    available: document ? formLanguages(document) : SUPPORTED_LANGUAGES,
    query: asked || query,
    acceptLanguage: req.headers["accept-language"],
  });
  return { tag, dir: textDirection(tag) };
}

/** The product's texts for a page in `language`. */
async function textsIn(language: PageLanguage) {
  const shipped = catalogueLanguageOf(language.tag);
  const [main, pages] = await Promise.all([loadCatalogue(shipped), loadPageCatalogue(shipped)]);
  return { main, pages };
}

/**
 * The version the page was rendered with (read even when the form has since
 * closed, so its answers can be listed), else the live one.
 */
async function formFor(
  db: Database,
  slug: string,
  version: number | null,
): Promise<{ document: FormDocument; version: number } | null> {
  const row = await findFormBySlug(db, slug);
  if (!row) return null;
  for (const wanted of [version, row.publishedVersion]) {
    if (wanted === null || wanted < 1) continue;
    const found = await loadVersion(db, { formId: row.id, slug, version: wanted });
    if (found) return { document: found.document, version: wanted };
  }
  return null;
}

/** Hands the request on to the page renderer as a plain GET with the outcome attached. */
function renderAsGet(req: IncomingMessage, state: NativePostState): void {
  req.method = "GET";
  for (const name of ["content-type", "content-length", "transfer-encoding"]) {
    delete req.headers[name];
  }
  req.headers[NATIVE_POST_HEADER] = encodeNativePostState(state);
}

async function readText(req: IncomingMessage, limit: number): Promise<string> {
  return (await readBodyBytes(req, limit)).toString("utf8");
}

/** The slug of `POST /f/<slug>`, or null. */
export function nativePostSlug(method: string | undefined, path: string): string | null {
  if (method !== "POST") return null;
  const match = /^\/f\/([a-z0-9-]{1,64})$/.exec(path);
  const slug = match?.[1];
  return slug && slugSchema.safeParse(slug).success ? slug : null;
}
