import type { FieldValues, UseFormReturn } from "react-hook-form";
import type {
  SavePartialResponseMutation,
  SavePartialResponseMutationVariables,
} from "../../graphql/operation-types";
import { browserClient } from "../api/browser-client";
import { browserStorage } from "./browser-storage";

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

/** What the keeper reads at each save: the form as it is now. */
export interface PartialKeeperOptions {
  slug: string;
  version: number | null;
  form: UseFormReturn<FieldValues>;
  /** The form's field names: only those are answers (a preview's leftovers are not). */
  names: readonly string[];
}

/**
 * The work of unfinished answers (`partialResponses: true`, issue 33 §5), in
 * a chunk only such forms load (see use-partial-responses.ts): sends the
 * answers typed so far under a token this browser keeps (localStorage, one
 * per form). Nothing is sent before the first answer, nor the same answers
 * twice. A save that fails is silent and never stands in the way of the submit.
 */
export class PartialKeeper {
  private token: string | null;
  private lastSent = "";
  private inFlight: Promise<void> | null = null;

  constructor(private readonly options: () => PartialKeeperOptions) {
    this.token = readToken(options().slug);
  }

  /** Sends the answers so far, reached `page` (1 on a one-page form). */
  saveNow(page: number): void {
    const { slug, version, form, names } = this.options();
    const values = form.getValues();
    const data: Record<string, unknown> = {};
    for (const name of names) {
      if (!isEmpty(values[name])) data[name] = values[name];
    }
    if (Object.keys(data).length === 0) return;
    const sent = JSON.stringify([page, data]);
    if (sent === this.lastSent) return;
    this.lastSent = sent;
    if (!this.token) {
      this.token = newToken();
      browserStorage.write(storageKey(slug), { token: this.token });
    }
    const token = this.token;
    const request = (async () => {
      try {
        await browserClient().request<
          SavePartialResponseMutation,
          SavePartialResponseMutationVariables
        >(SAVE_PARTIAL, { slug, token, data, page, version });
      } catch {
        // Kept in this browser all the same (restore-answers); the next pause or page tries again.
        this.lastSent = "";
      }
    })();
    this.inFlight = request;
    void request.finally(() => {
      if (this.inFlight === request) this.inFlight = null;
    });
  }

  /**
   * Before a submit: a save on its way is waited for (at most
   * {@link PARTIAL_SETTLE_MAX_MS}), so the submit's deletion comes last.
   * Answers the token to send with the submit.
   */
  async settle(): Promise<string | null> {
    const pending = this.inFlight;
    if (pending) {
      await Promise.race([
        pending,
        new Promise<void>((resolve) => setTimeout(resolve, PARTIAL_SETTLE_MAX_MS)),
      ]);
    }
    return this.token;
  }

  /** The answers were submitted: the next filling of this form starts a new token. */
  forget(): void {
    this.token = null;
    this.lastSent = "";
    browserStorage.remove(storageKey(this.options().slug));
  }
}
