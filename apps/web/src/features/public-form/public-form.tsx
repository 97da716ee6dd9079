"use client";

import {
  englishCatalogue,
  type FormDocument,
  getFieldBlocks,
  hasConditions,
  hasPages,
  hasPipes,
} from "@formwright/core";
import { ErrorSummary } from "@formwright/fields";
import dynamic from "next/dynamic";
import {
  type FormEvent,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { type FieldErrors, FormProvider, useForm } from "react-hook-form";
import type { NativePostState } from "../../lib/native-post/native-post-state";
import { useFieldTypes } from "../../lib/use-field-types";
import { useHydrated } from "../../lib/use-hydrated";
import { announceSubmitted } from "../embed/announce-submitted";
import { PageGrid } from "../page-grid/page-grid";
import { BlockGroups } from "./block-groups";
import { BlockView } from "./block-view";
import { createDocumentResolver } from "./document-resolver";
import { draftMessagesOf } from "./draft-messages";
import type { FormPagesControl } from "./form-pages";
import { reportFunnelStep } from "./funnel-beacon";
import { useCatalogue } from "./localized-form";
import { NativeErrorSummary } from "./native-error-summary";
import { NativePostFields } from "./native-post-fields";
import type { PartialControl } from "./partial-responses";
import { useFunnelSteps } from "./use-funnel-steps";
import { usePageStep } from "./use-page-step";
import { useRestoreAnswers } from "./use-restore-answers";
import { useSaveDraft } from "./use-save-draft";
import { type SendVia, useSubmission } from "./use-submission";

/** Props of {@link PublicForm}. */
export interface PublicFormProps {
  slug: string;
  document: FormDocument;
  /** Starting values: defaults and prefill from the query string. */
  defaultValues: Record<string, unknown>;
  /**
   * `"preview"` (the editor's live preview): answers are checked as usual but
   * never sent; submitting says so. The document may change while the form is
   * filled in: answers of fields that still exist are kept.
   */
  mode?: "live" | "preview";
  /** `PublishedForm.fillToken`: sent back so bots that fill instantly are caught. */
  fillToken?: string | null;
  /** The published version shown: sent with the answers, which count for it (see docs/respondents.md). */
  version?: number | null;
  /** `PublishedForm.minFillMs`: a submit waits out what is left of it before it is sent. */
  minFillMs?: number;
  /** The outcome of a post without scripts that the server renders again (values kept, errors shown). */
  nativePost?: NativePostState | null;
  /** The idempotency key of a post without scripts: new per page, kept across resends. */
  nativeKey?: string;
  /**
   * The token of the resume link the page was opened with (its answers are
   * in `defaultValues`): saving again keeps that link, and submitting ends the draft.
   */
  resumeLink?: { resumeToken: string; expiresAt: string } | null;
  /** What the server says about the resume link (restored, or not valid), shown above the form. */
  resumeNotice?: string;
  /** Offer to email the resume link (the server has email). */
  canEmailDraftLink?: boolean;
  /** A form with page breaks: the page to open on (`?step=`, else a resumed draft's), read by the server. */
  initialStep?: number;
  /** The language (BCP 47) the server rendered the document in: sent with the answers. */
  language?: string | null;
  /** Hidden inputs the server adds to the form (a single-use link's token). */
  children?: ReactNode;
}

// Fetched when a draft is saved: not part of the page's first load.
const SaveDraftDialog = lazy(() =>
  import("./save-draft-dialog").then((m) => ({ default: m.SaveDraftDialog })),
);
// Shown only once answers are stored, or when the form closed under them: not
// part of the first load (the receipt's chunk is fetched as the answers are sent).
const loadReceipt = () => import("./receipt");
const Receipt = lazy(() => loadReceipt().then((m) => ({ default: m.Receipt })));
// Only forms that show earlier answers in later texts (`{{name}}`) load the piping code.
const PipedBlockView = dynamic(() => import("./piped-block-view").then((m) => m.PipedBlockView));
// Only forms with `partialResponses` load the code that keeps unfinished answers.
const PartialResponses = dynamic(
  () => import("./partial-responses").then((m) => m.PartialResponses),
  { ssr: false },
);
// Only forms with conditions (`visibleWhen`) load the code that shows and hides blocks
// (rendered on the server too, for no-script).
const ConditionalBlocks = dynamic(() =>
  import("./conditional-blocks").then((m) => m.ConditionalBlocks),
);
// Only forms with page breaks load the paging code (rendered on the server too, for no-script).
const FormPages = dynamic(() => import("./form-pages").then((m) => m.FormPages));
// Only protected forms (`protection`) load the CAPTCHA's status (and, in send-via, its solver).
const CaptchaStatus = dynamic(
  () => import("../protection/captcha-status").then((m) => m.CaptchaStatus),
  { ssr: false },
);
const FormClosedNotice = lazy(() =>
  import("./form-closed-notice").then((m) => ({ default: m.FormClosedNotice })),
);

/** What submitting a form in preview mode says instead of sending. */
export const PREVIEW_SUBMIT_NOTICE = englishCatalogue.previewNotSent;

/**
 * A published form as respondents fill it in: validated in the browser with
 * the server's own validator, then sent once with an idempotency key. Server
 * field errors land on their widgets; a network failure keeps every answer
 * and offers a retry with the same key.
 */
export function PublicForm({
  slug,
  document,
  defaultValues,
  mode = "live",
  fillToken = null,
  version = null,
  minFillMs = 0,
  nativePost = null,
  nativeKey = "",
  resumeLink = null,
  resumeNotice = "",
  canEmailDraftLink = false,
  initialStep = 1,
  language = null,
  children,
}: PublicFormProps) {
  // A field type beyond the first seven brings its own code: loaded before anything validates.
  useFieldTypes(document);
  const isPreview = mode === "preview";
  const text = useCatalogue();
  const draftMessages = draftMessagesOf(text);
  const fieldNames = useMemo(
    () => new Set(document.blocks.flatMap((b) => ("name" in b ? [b.name] : []))),
    [document],
  );
  const resolver = useMemo(() => {
    const resolve = createDocumentResolver(document);
    if (!isPreview) return resolve;
    // A preview keeps the values of fields the editor removed or renamed; they are not answers.
    return ((values, context, options) =>
      resolve(
        Object.fromEntries(Object.entries(values).filter(([name]) => fieldNames.has(name))),
        context,
        options,
      )) as typeof resolve;
  }, [document, isPreview, fieldNames]);
  const nativeErrors = useMemo(() => {
    const errors: FieldErrors = {};
    for (const { name, message } of nativePost?.fieldErrors ?? []) {
      if (fieldNames.has(name) && !errors[name]) errors[name] = { type: "server", message };
    }
    return errors;
  }, [nativePost, fieldNames]);
  const form = useForm({
    resolver,
    defaultValues: nativePost?.values ?? defaultValues,
    errors: nativePost ? nativeErrors : undefined,
    shouldFocusError: false,
  });
  // The same elements on every render: when the form re-renders (ready after mount, submitting,
  // a server answer) React skips the blocks; each field re-renders only on its own state.
  const blockViews = useMemo(
    () =>
      document.blocks.map((block, index) => {
        const key = block.id ?? ("name" in block ? block.name : `block-${index}`);
        // A payment's `amountFrom` is a variable computed as the respondent answers.
        return hasPipes(block) || "amountFrom" in block ? (
          <PipedBlockView key={key} block={block} document={document} />
        ) : (
          <BlockView key={key} block={block} />
        );
      }),
    [document],
  );
  const hasLogic = useMemo(() => hasConditions(document.blocks), [document.blocks]);
  const isPaged = useMemo(() => hasPages(document.blocks), [document.blocks]);
  const { step, goTo } = usePageStep(initialStep);
  const pagesRef = useRef<FormPagesControl | null>(null);
  const keepsPartial = document.partialResponses === true && !isPreview;
  const partialRef = useRef<PartialControl | null>(null);
  const onPageReached = useCallback(
    (page: number) => {
      if (isPreview) return;
      // A page reached passes every page before it (one skip logic passed over too): the
      // funnel counts "reached or passed", so it never rises. Each page counts once a tab.
      for (let passed = 2; passed <= page; passed += 1) reportFunnelStep(slug, "PAGE", passed);
      // Unfinished answers (`partialResponses`) are kept as the respondent moves on.
      partialRef.current?.saveNow(page);
    },
    [slug, isPreview],
  );
  const honeypotRef = useRef<HTMLInputElement>(null);
  const spamSignals = useCallback(
    () => ({ honeypot: honeypotRef.current?.value ?? "", fillToken }),
    [fillToken],
  );
  const protection = isPreview ? undefined : document.protection;
  // Protected forms (a CAPTCHA) and forms with `editing` (an edit link's page edits) send
  // through a chunk of their own.
  const sendVia = useMemo<SendVia | undefined>(
    () =>
      !isPreview && (document.protection || document.editing)
        ? (ask, entry) => import("./send-via").then((m) => m.sendVia({ ask, entry, document }))
        : undefined,
    [isPreview, document],
  );
  const { state, submit } = useSubmission(slug, spamSignals, {
    version,
    minFillMs,
    useOutbox: !isPreview,
    language,
    sendVia,
  });
  const [previewNotice, setPreviewNotice] = useState("");
  useFunnelSteps({ slug, form, isEnabled: !isPreview });
  const draft = useSaveDraft({ slug, version, resumeLink });
  const isHydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const saveButtonRef = useRef<HTMLButtonElement>(null);
  const restore = useRestoreAnswers({
    form,
    slug,
    version: version ?? undefined,
    document,
    defaultValues,
    isEnabled: !isPreview,
    // A resume link's answers come from the server; this device's own are not put over them.
    shouldRestore: !resumeLink,
  });
  const { forget } = restore;
  const { forgetDraft } = draft;
  // Server answers arrive from a submit and from the outbox (sent on a later visit).
  useEffect(() => {
    if (state.status === "rejected") {
      for (const { name, message } of state.fieldErrors) {
        if (fieldNames.has(name)) form.setError(name, { type: "server", message });
      }
      pagesRef.current?.showErrors(state.fieldErrors.map((e) => e.name));
    }
    if (state.status !== "accepted") return;
    forget();
    forgetDraft();
    announceSubmitted({ slug, submissionId: state.submissionId });
    // With endings the receipt decides: an ending the answers chose comes before the redirect.
    if ("redirect" in document.confirmation && !document.endings?.length && !state.paymentUrl) {
      window.location.assign(document.confirmation.redirect);
    }
  }, [state, fieldNames, form, forget, forgetDraft, document.confirmation, document.endings, slug]);
  // Submitted: the submission replaced the unfinished answers; a next filling starts anew.
  useEffect(() => {
    if (state.status === "accepted") partialRef.current?.forget();
  }, [state.status]);
  const startOver = () => {
    restore.startOver();
    formRef.current?.querySelector<HTMLElement>(".fw-field input, .fw-field textarea")?.focus();
  };

  const onValid = async (values: Record<string, unknown>) => {
    if (isPreview) {
      setPreviewNotice(text.previewNotSent);
      return;
    }
    void loadReceipt().catch(() => {});
    // A save of unfinished answers on its way lands first (the submit replaces it); it never fails the submit.
    const partialToken = keepsPartial ? ((await partialRef.current?.settle()) ?? null) : null;
    await submit(values, draft.currentToken(), partialToken);
  };
  const saveForLater = async () => {
    if (isPreview) {
      setPreviewNotice(draftMessages.previewNotSaved);
      return;
    }
    const values = form.getValues();
    await draft.save(
      Object.fromEntries(Object.entries(values).filter(([name]) => fieldNames.has(name))),
      // The link reopens on the page shown (a form without pages is all page 1).
      pagesRef.current?.page ?? 1,
    );
  };

  if (
    state.status === "accepted" &&
    // A payment to make (issue 36): the receipt's chunk takes the respondent to it.
    (state.paymentUrl || "message" in document.confirmation || document.endings?.length)
  ) {
    const { confirmation } = document;
    const message = "message" in confirmation ? confirmation.message : "";
    return (
      <Suspense fallback={<p role="status">{message}</p>}>
        <Receipt
          message={message}
          redirect={"redirect" in confirmation ? confirmation.redirect : undefined}
          document={document}
          slug={slug}
          {...state}
        />
      </Suspense>
    );
  }
  const isWaiting = state.status === "queued" || (state.status === "sending" && state.isSaved);
  const notice =
    state.status === "queued"
      ? text.offlineQueued
      : isWaiting
        ? text.sendingSaved
        : restore.state === "restored"
          ? `${text.restored}. ${text.restoredDetail}`
          : restore.state === "cleared"
            ? text.cleared
            : resumeNotice;

  const isSending = state.status === "sending" || form.formState.isSubmitting;
  const submitButton = (
    <button type="submit" className="fw-button" disabled={isSending}>
      {state.status === "failed" && state.canRetry ? text.tryAgain : document.submitLabel}
    </button>
  );
  // A paged form: Enter before the last page moves on; a submit with errors shows their page.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const pages = pagesRef.current;
    if (isPaged && pages && !pages.isLast) {
      event.preventDefault();
      void pages.next();
      return;
    }
    return form.handleSubmit(onValid, (errors) =>
      pagesRef.current?.showErrors(Object.keys(errors)),
    )(event);
  };
  const unplacedErrors =
    state.status === "rejected" ? state.fieldErrors.filter((e) => !fieldNames.has(e.name)) : [];
  return (
    <FormProvider {...form}>
      <div className={notice ? "fw-notice" : undefined}>
        <p role="status" data-testid="form-notice">
          {notice}
        </p>
        {restore.state === "restored" && !isWaiting && (
          <button type="button" className="fw-button fw-button--secondary" onClick={startOver}>
            {text.startOver}
          </button>
        )}
      </div>
      <form
        ref={formRef}
        // An edit link's page puts its token's hidden input outside the form (form="fw-form").
        id="fw-form"
        className="fw-public-form"
        noValidate
        method={isPreview ? undefined : "post"}
        // A post without scripts renders the page again: in the same language.
        action={
          isPreview
            ? undefined
            : `/f/${slug}${language ? `?lang=${encodeURIComponent(language)}` : ""}`
        }
        hidden={isWaiting}
        aria-busy={isSending}
        data-hydrated={isHydrated ? "" : undefined}
        onSubmit={onSubmit}
      >
        {/* Saving as you go needs scripts: without them nothing is kept, so nothing is said. */}
        {keepsPartial && isHydrated && (
          <PartialResponses
            controlRef={partialRef}
            slug={slug}
            version={version}
            form={form}
            fieldNames={fieldNames}
            isPaged={isPaged}
            notice={text.partialSavedNotice}
          />
        )}
        {!isPaged && <ErrorSummary />}
        {nativePost && <NativeErrorSummary state={nativePost} fields={getFieldBlocks(document)} />}
        {unplacedErrors.length > 0 && (
          <div className="fw-alert fw-alert--error" role="alert">
            <ul>
              {unplacedErrors.map((e) => (
                <li key={e.name}>{e.message}</li>
              ))}
            </ul>
          </div>
        )}
        {isPaged ? (
          <FormPages
            document={document}
            views={blockViews}
            step={step}
            goTo={goTo}
            isHydrated={isHydrated}
            submitButton={submitButton}
            onPageReached={onPageReached}
            controlRef={pagesRef}
          />
        ) : (
          <PageGrid>
            {hasLogic ? (
              <ConditionalBlocks
                blocks={document.blocks}
                variables={document.variables}
                views={blockViews}
              />
            ) : (
              <BlockGroups views={blockViews} blocks={document.blocks} />
            )}
          </PageGrid>
        )}
        <Honeypot inputRef={honeypotRef} />
        {protection && <CaptchaStatus slug={slug} protection={protection} />}
        {!isPreview && (
          <NativePostFields
            idempotencyKey={nativePost?.idempotencyKey ?? nativeKey}
            fillToken={fillToken}
            version={version}
            resumeToken={nativePost?.resumeToken ?? resumeLink?.resumeToken ?? null}
            language={language}
          />
        )}
        {children}
        {state.status === "failed" && (
          <div className="fw-alert fw-alert--error" role="alert" data-testid="submit-failure">
            <p>{state.message}</p>
            {state.mustKeepAnswers && (
              <Suspense fallback={null}>
                <FormClosedNotice slug={slug} document={document} getValues={form.getValues} />
              </Suspense>
            )}
          </div>
        )}
        <div className="fw-form-actions">
          {!isPaged && submitButton}
          {/* Saving needs scripts: without them there is no dead button. */}
          {isHydrated && (
            <button
              ref={saveButtonRef}
              type="button"
              className="fw-button fw-button--secondary"
              // Not disabled while saving: a disabled button loses the focus the dialog gives back.
              aria-disabled={draft.state.status === "saving" ? true : undefined}
              disabled={isSending}
              onClick={saveForLater}
            >
              {draftMessages.saveButton}
            </button>
          )}
          {isSending && (
            <span className="fw-sending" role="status">
              {text.sending}
            </span>
          )}
          <span className="fw-draft-status" role="status">
            {draft.state.status === "saving" ? draftMessages.saving : ""}
          </span>
          {isPreview && (
            <span className="fw-preview-notice" role="status">
              {previewNotice}
            </span>
          )}
        </div>
        {draft.state.status === "failed" && (
          <div className="fw-alert fw-alert--error" role="alert" data-testid="draft-failure">
            <p>{draft.state.message}</p>
          </div>
        )}
      </form>
      {draft.state.status === "saved" && (
        <Suspense fallback={null}>
          <SaveDraftDialog
            link={draft.state.link}
            canEmail={canEmailDraftLink}
            email={draft.email}
            onEmail={(address) => void draft.emailLink(address)}
            onClose={() => {
              draft.dismiss();
              saveButtonRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </FormProvider>
  );
}

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden
 * from assistive technology), which form-filling bots fill in.
 */
function Honeypot({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <div className="fw-honeypot" aria-hidden="true">
      <label htmlFor="fw-website">Website (leave empty)</label>
      <input
        ref={inputRef}
        id="fw-website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
      />
    </div>
  );
}
