import { randomUUID } from "node:crypto";
import { prefillFromQueryString } from "@formwright/core";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { LazyEmbedBridge } from "@/features/embed/lazy-embed-bridge";
import { embedHostOf } from "@/lib/embed/embed-host";
import "@/features/embed/embed-mode.css";
import { ClosedPageNotice } from "@/features/public-form/closed-page-notice";
import { initialValues } from "@/features/public-form/default-values";
import { draftMessagesOf } from "@/features/public-form/draft-messages";
import { EditLinkNotice, EditTokenInput, openEditLink } from "@/features/public-form/edit-mode";
import { InviteNotice } from "@/features/public-form/invite-notice";
import { loadInviteRefusal } from "@/features/public-form/load-invite-status";
import { loadPublishedForm } from "@/features/public-form/load-published-form";
import { loadResumedDraft, type ResumedDraft } from "@/features/public-form/load-resumed-draft";
import { NativeConfirmation } from "@/features/public-form/native-confirmation";
import { openingStep, STEP_PARAM } from "@/features/public-form/page-step-param";
import { PublicForm } from "@/features/public-form/public-form";
import { toQueryString } from "@/features/public-form/search-params";
import "@/features/public-form/public-form.css";
import {
  chooseEnding,
  documentVariables,
  formLanguages,
  hasPages,
  loadCatalogue,
  loadDocumentFieldTypes,
  loadPageCatalogue,
  localizeDefaults,
  pipeDocumentText,
  translateDocument,
} from "@formwright/core";
import { LanguageSwitcher } from "@/features/public-form/language-switcher";
import { LocalizedForm } from "@/features/public-form/localized-form";
import { notFoundLanguageOf } from "@/features/public-form/not-found-language";
import { ThemeLogo, ThemeStyle } from "@/features/public-form/theme-style";
import { INVITE_INPUT } from "@/lib/native-post/native-post-names";
import { decodeNativePostState, NATIVE_POST_HEADER } from "@/lib/native-post/native-post-state";
import { LANGUAGE_PARAM, pageLanguageOf } from "@/lib/page-language";

interface PageProps {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const form = await loadPublishedForm((await params).slug);
  if (form) return { title: form.document.title };
  const language = notFoundLanguageOf((await headers()).get("accept-language"));
  return { title: (await loadPageCatalogue(language)).formNotFound };
}

export default async function PublicFormPage({ params, searchParams }: PageProps) {
  const [{ slug }, query, requestHeaders] = await Promise.all([params, searchParams, headers()]);
  // Set only by the server's handler of a post without scripts (see native-post-route.ts).
  const nativePost = decodeNativePostState(requestHeaders.get(NATIVE_POST_HEADER));
  const resumeToken = nativePost ? null : firstValue(query.resume);
  // A single-use link (issue 33 §3): kept across a refused post without scripts.
  const invite = nativePost ? (nativePost.invite ?? null) : firstValue(query.invite);
  const [resumed, inviteRefusal] = await Promise.all([
    resumeToken ? resumeOrNull({ slug, resumeToken }) : null,
    invite && !nativePost?.submissionId ? loadInviteRefusal({ slug, token: invite }) : null,
  ]);
  const form = resumed?.form ?? (await loadPublishedForm(slug));
  if (!form) notFound();
  // Field types beyond the first seven are loaded on demand, here as in the browser.
  await loadDocumentFieldTypes(form.document);
  // The page is rendered in one language, chosen here: the browser gets the result only.
  const language = pageLanguageOf({
    document: form.document,
    query: firstValue(query[LANGUAGE_PARAM]),
    acceptLanguage: requestHeaders.get("accept-language"),
  });
  const catalogue = await loadCatalogue(language.catalogue);
  const document = localizeDefaults(translateDocument(form.document, language.tag), catalogue);
  const languages = formLanguages(form.document);
  const {
    resume: _resume,
    edit: _edit,
    invite: _invite,
    embed,
    host,
    [LANGUAGE_PARAM]: _lang,
    ...rest
  } = query;
  // An edit link (issue 33 §4): the submission's answers, or why not, before anything is typed.
  const editToken = firstValue(query.edit) ?? nativePost?.editToken ?? null;
  const edited = editToken
    ? await openEditLink({ slug, token: editToken, document, language: language.tag })
    : null;
  // Framed by /embed.js: messages go to the host page only if the form allows it to embed it.
  const isEmbed = firstValue(embed) === "1";
  const embedHost = isEmbed
    ? embedHostOf({ host: firstValue(host), policy: requestHeaders.get("content-security-policy") })
    : null;
  // A paged form keeps its page in `?step=` (not a prefill of a field named "step").
  const isPaged = hasPages(document.blocks);
  if (isPaged) delete rest[STEP_PARAM];
  const prefill = prefillFromQueryString({ document, search: toQueryString(rest) });
  const draftMessages = draftMessagesOf(catalogue);
  const resumeNotice = !resumeToken
    ? ""
    : resumed
      ? resumed.isVersionChanged
        ? `${draftMessages.restored}. ${draftMessages.restoredChanged}`
        : `${draftMessages.restored}.`
      : `${draftMessages.invalidLink}. ${draftMessages.invalidLinkDetail}`;
  const answerWords = {
    language: language.tag,
    labels: { yes: catalogue.yes, no: catalogue.no, signed: catalogue.signed },
  };
  const inviteNotice =
    inviteRefusal ?? (!invite && form.document.limits?.invitesOnly ? "REQUIRED" : null);
  const inviteTexts = inviteNotice ? await loadPageCatalogue(language.catalogue) : null;
  // A post without scripts that was stored: the ending its answers chose, if any.
  const ending = nativePost?.submissionId
    ? chooseEnding(document, nativePost.values, answerWords)
    : null;
  return (
    <main className={isEmbed ? "fw-public-page fw-public-page--embed" : "fw-public-page"}>
      <ThemeStyle theme={document.theme} />
      <ThemeLogo theme={document.theme} />
      {isEmbed && (
        <LazyEmbedBridge slug={form.slug} title={document.title} hostOrigin={embedHost} />
      )}
      {languages.length > 1 && (
        <LanguageSwitcher
          languages={languages}
          current={language.tag}
          label={catalogue.language}
          query={query}
        />
      )}
      <h1>{document.title}</h1>
      {document.description && (
        <p className="fw-public-page__description">{document.description}</p>
      )}
      {nativePost?.submissionId && (ending || "message" in document.confirmation) ? (
        <NativeConfirmation
          ending={ending}
          continueTo={catalogue.continueTo}
          editUrl={nativePost.editUrl}
          language={language.tag}
          message={
            "message" in document.confirmation
              ? pipeDocumentText(
                  document,
                  document.confirmation.message,
                  nativePost.values,
                  answerWords,
                  documentVariables(document, nativePost.values),
                )
              : ""
          }
        />
      ) : inviteNotice && inviteTexts ? (
        // A used, revoked or unknown link (or none, where one is needed) says so before anything is typed.
        <InviteNotice status={inviteNotice} texts={inviteTexts} />
      ) : form.closedReason !== null ? (
        <ClosedPageNotice
          document={document}
          reason={form.closedReason}
          catalogue={catalogue}
          language={language.tag}
          answers={prefill}
        />
      ) : edited && edited.status !== "ok" ? (
        <EditLinkNotice status={edited.status} language={language.tag} />
      ) : (
        <LocalizedForm language={language.catalogue}>
          <PublicForm
            slug={form.slug}
            document={document}
            // Stored with the answers of a form in several languages (one language goes without saying).
            language={languages.length > 1 ? language.tag : null}
            defaultValues={{
              ...initialValues(document, prefill),
              ...resumed?.answers,
              ...edited?.answers,
            }}
            fillToken={nativePost?.fillToken ?? form.fillToken}
            version={form.version}
            minFillMs={form.minFillMs}
            nativePost={nativePost}
            nativeKey={nativePost?.idempotencyKey ?? randomUUID()}
            resumeLink={
              resumed && resumeToken ? { resumeToken, expiresAt: resumed.expiresAt } : null
            }
            resumeNotice={edited?.notice ?? resumeNotice}
            canEmailDraftLink={resumed?.form.canEmailDraftLink ?? form.canEmailDraftLink}
            initialStep={
              isPaged ? openingStep({ query: query[STEP_PARAM], resumedStep: resumed?.step }) : 1
            }
          >
            {/* The link's token: posted without scripts, read where the scripted submit is built. */}
            {invite && <input type="hidden" name={INVITE_INPUT} value={invite} />}
          </PublicForm>
          {edited && editToken && <EditTokenInput token={editToken} />}
        </LocalizedForm>
      )}
    </main>
  );
}

function firstValue(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return first ? first : null;
}

/** The draft behind a resume link; a link that cannot be read is one that is not valid. */
async function resumeOrNull(input: {
  slug: string;
  resumeToken: string;
}): Promise<ResumedDraft | null> {
  try {
    return await loadResumedDraft(input);
  } catch {
    return null;
  }
}
