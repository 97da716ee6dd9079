import type { FieldValues, UseFormReturn } from "react-hook-form";
import type {
  SavePartialResponseMutation,
  SavePartialResponseMutationVariables,
} from "../../graphql/operation-types";
import { browserStorage } from "./browser-storage";

const loadClient = () => import("../api/browser-client");

const SAVE_PARTIAL = /* GraphQL */ `
  mutation SavePartialResponse($slug: String!, $token: String!, $data: JSON!, $page: Int, $version: Int) {
    savePartialResponse(slug: $slug, token: $token, data: $data, page: $page, version: $version) {
      id
    }
  }
`;

/** How long a submit waits at most for a save still on its way (so it cannot land after the submit). */
export const PARTIAL_SETTLE_MAX_MS = 2_000;

const storageKey = (slug: string) => `formwright:partial:${slug}`;

/** A new token: 32 random bytes, base64url (43 characters), as the server takes it. */
function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function readToken(slug: string): string | null {
  const stored = browserStorage.read(storageKey(slug));
  const token =
    typeof stored === "object" && stored !== null ? (stored as { token?: unknown }).token : null;
  return typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === false ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** What {@link startPartialSaver} needs. */
export interface PartialSaverOptions {
  slug: string;
  version: number | null;
  form: UseFormReturn<FieldValues>;
  /** The form's field names: only those are answers. */
  fieldNames: ReadonlySet<string>;
  isPaged: boolean;
  pauseMs: number;
}

/** A running saver of unfinished answers (see use-partial-responses.ts). */
export interface PartialSaver {
  saveNow: (page?: number) => void;
  settle: () => Promise<string | null>;
  forget: () => void;
  stop: () => void;
}

/**
 * The code behind `usePartialResponses`, loaded only by forms with
 * `partialResponses: true` (a chunk of its own, so other forms carry none of
 * it): keeps the answers typed so far on the server under a token this
 * browser keeps (localStorage, one per form). A paged form saves on each page
 * reached (`saveNow`); a one-page form after typing pauses for `pauseMs`.
 * Nothing is sent before the first answer, nor the same answers twice. A
 * save that fails is silent and is tried again at the next page or pause.
 */
export function startPartialSaver(options: PartialSaverOptions): PartialSaver {
  const { slug, version, form, isPaged, pauseMs } = options;
  const names = [...options.fieldNames];
  let token = readToken(slug);
  let lastSent = "";
  let inFlight: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const clearTimer = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };

  const saveNow = (page = 1) => {
    const values = form.getValues();
    const data: Record<string, unknown> = {};
    for (const name of names) {
      if (!isEmpty(values[name])) data[name] = values[name];
    }
    if (Object.keys(data).length === 0) return;
    const sent = JSON.stringify([page, data]);
    if (sent === lastSent) return;
    lastSent = sent;
    if (!token) {
      token = newToken();
      browserStorage.write(storageKey(slug), { token });
    }
    const variables = { slug, token, data, page, version };
    const request = (async () => {
      try {
        const { browserClient } = await loadClient();
        await browserClient().request<
          SavePartialResponseMutation,
          SavePartialResponseMutationVariables
        >(SAVE_PARTIAL, variables);
      } catch {
        // Kept in this browser all the same (restore-answers); the next pause or page tries again.
        lastSent = "";
      }
    })();
    inFlight = request;
    void request.finally(() => {
      if (inFlight === request) inFlight = null;
    });
  };

  // A one-page form: the answers so far go after a pause in typing.
  const subscription = isPaged
    ? null
    : form.watch(() => {
        clearTimer();
        timer = setTimeout(() => {
          timer = null;
          saveNow(1);
        }, pauseMs);
      });

  return {
    saveNow,
    // Before a submit: no save waits to go after it, and one on its way is waited for
    // (at most PARTIAL_SETTLE_MAX_MS), so the submit's deletion comes last.
    async settle() {
      clearTimer();
      const pending = inFlight;
      if (pending) {
        await Promise.race([
          pending,
          new Promise<void>((resolve) => setTimeout(resolve, PARTIAL_SETTLE_MAX_MS)),
        ]);
      }
      return token;
    },
    forget() {
      clearTimer();
      token = null;
      lastSent = "";
      browserStorage.remove(storageKey(slug));
    },
    stop() {
      clearTimer();
      subscription?.unsubscribe();
    },
  };
}
