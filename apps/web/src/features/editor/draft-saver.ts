import type { DraftDocument } from "./draft-types";

/** How long the draft must rest after a change before it saves itself. */
export const AUTOSAVE_DELAY_MS = 1000;

/** The longest a burst of changes waits for its save: typing without a pause still saves. */
export const AUTOSAVE_MAX_WAIT_MS = 5000;

/**
 * The largest draft (as JSON, in bytes) sent with `keepalive`, which lets a
 * request outlive the page: browsers allow 64 KiB of keepalive bodies at once,
 * and the request wraps the draft in a little more.
 */
export const KEEPALIVE_LIMIT_BYTES = 60_000;

/** Where the draft stands with the server, as the save status says it. */
export type SaverPhase =
  /** Nothing to say: just loaded or reloaded, or "Saved" went with the next action. */
  | { kind: "idle" }
  /** Changed; saves after the pause ("Saving…"). */
  | { kind: "pending" }
  /** A save is on its way ("Saving…"). */
  | { kind: "saving" }
  | { kind: "saved" }
  /** Not sent: the draft has problems; tried again after the next change. */
  | { kind: "problems"; count: number }
  /** Refused or lost (network, server); tried again after the next change or on Retry. */
  | { kind: "failed"; message: string }
  /** Someone saved since this draft was loaded: nothing more is sent until a reload. */
  | { kind: "conflict" };

/** How one save attempt ended. */
export type SaveOutcome = "saved" | "clean" | "problems" | "failed" | "conflict";

/** The draft as the editor holds it when a save starts. */
export interface DraftSnapshot {
  formId: string;
  /** Changes when the draft is replaced from outside (a reload): the saver starts over. */
  generation: number;
  /** The revision the draft is based on. */
  revision: number;
  /** JSON of the draft as last loaded or saved. */
  savedJson: string;
  document: DraftDocument;
}

/** What the saver is given: how to read the draft, check and send it, and whom to tell. */
export interface DraftSaverOptions {
  read: () => DraftSnapshot;
  /** How many problems keep the draft from being saved. */
  countProblems: () => number;
  save: (
    input: { id: string; document: DraftDocument; expectedRevision: number },
    options: { keepalive: boolean },
  ) => Promise<{ revision: number }>;
  /** Whether a failed save was refused as stale (CONFLICT), and its message otherwise. */
  describeFailure: (error: unknown) => { isConflict: boolean; message: string };
  onSaved: (saved: { revision: number; document: DraftDocument; json: string }) => void;
  onPhase: (phase: SaverPhase) => void;
  delayMs?: number;
  maxWaitMs?: number;
}

interface Sending {
  promise: Promise<SaveOutcome>;
  json: string;
  isKeepalive: boolean;
}

const encoder = new TextEncoder();

/**
 * Saves the editor's draft by itself: {@link AUTOSAVE_DELAY_MS} after the last
 * change, and at least every {@link AUTOSAVE_MAX_WAIT_MS} through a long burst.
 * One save at a time, each on top of the revision the previous one returned;
 * a save refused as stale stops autosaving until {@link reset} (a reload), so
 * another tab's draft is never overwritten. Framework-free: the editor's hook
 * feeds it changes and shows its phase.
 *
 * @example
 * const saver = new DraftSaver({ read, countProblems, save, describeFailure, onSaved, onPhase });
 * saver.start();
 * saver.notifyChange(); // after each edit
 */
export class DraftSaver {
  private phase: SaverPhase = { kind: "idle" };
  private base: { generation: number; revision: number; savedJson: string } | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private burstStart: number | null = null;
  private sending: Sending | null = null;
  private holds = 0;
  private isDeferred = false;
  private isStopped = false;

  constructor(private readonly options: DraftSaverOptions) {}

  /** The phase the status shows. */
  get current(): SaverPhase {
    return this.phase;
  }

  /** Whether a save is on its way (the page going now may be served the draft before it lands). */
  get isSending(): boolean {
    return this.sending !== null;
  }

  /** (Re)starts after {@link stop}: React runs effects twice in development. */
  start(): void {
    this.isStopped = false;
  }

  /** The editor goes (in-app navigation): a waiting save goes now, then nothing more. */
  stop(): void {
    this.flushPending();
    this.isStopped = true;
  }

  /** The draft changed: say so and save after the pause. */
  notifyChange(): void {
    if (this.isStopped || this.phase.kind === "conflict") return;
    // "Not saved: the form has 2 problems" stays until a save is tried again.
    if (this.phase.kind !== "problems") this.setPhase({ kind: "pending" });
    this.schedule();
  }

  /**
   * Saves now (Ctrl+S, Save, Retry, Publish, the timer): waits for a save under
   * way, then sends the draft if it differs from the saved one and has no problems.
   */
  async saveNow({ isExplicit }: { isExplicit: boolean }): Promise<SaveOutcome> {
    this.cancelTimer();
    while (this.sending) await this.sending.promise;
    if (this.phase.kind === "conflict") return "conflict";
    const snapshot = this.snapshot();
    const json = JSON.stringify(snapshot.document);
    const isClean = json === this.base?.savedJson;
    // Asked to save, the author hears of problems even in a draft saved as it
    // is (one loaded from before a rule was added): Publish would refuse it.
    const count = isClean && !isExplicit ? 0 : this.options.countProblems();
    if (count > 0) {
      this.setPhase({ kind: "problems", count });
      return "problems";
    }
    if (isClean) {
      if (isExplicit || this.phase.kind !== "idle") this.setPhase({ kind: "saved" });
      return "clean";
    }
    return this.send(snapshot, json);
  }

  /** Resolves once no save is under way. */
  async settle(): Promise<void> {
    while (this.sending) await this.sending.promise;
  }

  /** The page is hidden or going: a save waiting for its pause goes now. */
  flushPending(): void {
    if (this.timer === null || this.isStopped) return;
    this.burstStart = null;
    void this.saveNow({ isExplicit: false });
  }

  /**
   * The author is leaving the page: starts the waiting save (with keepalive,
   * so it outlives the page) and tells whether work would still be lost: a
   * draft with problems, a failed or refused save, a draft too big for
   * keepalive, or changes made while another save was on its way.
   */
  leave(): boolean {
    if (this.isStopped) return false;
    const snapshot = this.snapshot();
    const json = JSON.stringify(snapshot.document);
    if (json === this.base?.savedJson) return false;
    if (this.phase.kind === "conflict") return true;
    if (this.sending) return !(this.sending.json === json && this.sending.isKeepalive);
    const hadFailed = this.phase.kind === "failed";
    void this.saveNow({ isExplicit: false });
    // With nothing under way, saveNow sent (or refused) the draft synchronously.
    const sending = this.sending as Sending | null;
    return sending === null || hadFailed || !sending.isKeepalive;
  }

  /** Timer saves wait while held (a publish or reload is under way). */
  hold(): void {
    this.holds += 1;
  }

  release(): void {
    this.holds = Math.max(0, this.holds - 1);
    if (this.holds === 0 && this.isDeferred) {
      this.isDeferred = false;
      this.schedule();
    }
  }

  /** The draft was reloaded: start over from it, autosaving again. */
  reset(): void {
    this.cancelTimer();
    this.isDeferred = false;
    this.base = null;
    this.setPhase({ kind: "idle" });
  }

  /**
   * Another tab of this form's editor saved the draft as `revision`: one newer
   * than this tab's is a conflict at once (autosave stops, Reload is offered),
   * without waiting for this tab's next save to be refused.
   */
  noticeSavedElsewhere(revision: number): void {
    if (this.isStopped || this.phase.kind === "conflict") return;
    const known = Math.max(this.base?.revision ?? 0, this.options.read().revision);
    if (revision <= known) return;
    this.cancelTimer();
    this.burstStart = null;
    this.isDeferred = false;
    this.setPhase({ kind: "conflict" });
  }

  /** The browser is online again: a save that failed (offline) goes now. */
  noticeOnline(): void {
    if (this.isStopped || this.phase.kind !== "failed") return;
    void this.saveNow({ isExplicit: false });
  }

  /** "Saved" goes when the author does something else; what is unsaved stays said. */
  acknowledge(): void {
    if (this.phase.kind === "saved") this.setPhase({ kind: "idle" });
  }

  private snapshot(): DraftSnapshot {
    const snapshot = this.options.read();
    const base = this.base;
    // The editor's state catches up with a save one render later: until a
    // reload (a new generation), the saver's own record of the last save wins.
    if (!base || base.generation !== snapshot.generation || snapshot.revision > base.revision) {
      this.base = {
        generation: snapshot.generation,
        revision: snapshot.revision,
        savedJson: snapshot.savedJson,
      };
    }
    return snapshot;
  }

  private send(snapshot: DraftSnapshot, json: string): Promise<SaveOutcome> {
    const base = this.base ?? snapshot;
    const isKeepalive = encoder.encode(json).length <= KEEPALIVE_LIMIT_BYTES;
    this.setPhase({ kind: "saving" });
    const promise = (async (): Promise<SaveOutcome> => {
      try {
        const { revision } = await this.options.save(
          { id: snapshot.formId, document: snapshot.document, expectedRevision: base.revision },
          { keepalive: isKeepalive },
        );
        if (this.base?.generation === base.generation) {
          this.base = { generation: base.generation, revision, savedJson: json };
        }
        this.options.onSaved({ revision, document: snapshot.document, json });
        // Another tab saved after this one meanwhile: the conflict stays said.
        if (this.phase.kind === "conflict") return "saved";
        const isCurrent = JSON.stringify(this.options.read().document) === json;
        this.setPhase({ kind: isCurrent ? "saved" : "pending" });
        if (!isCurrent && this.timer === null) this.schedule();
        return "saved";
      } catch (error) {
        const { isConflict, message } = this.options.describeFailure(error);
        if (isConflict) {
          this.cancelTimer();
          this.setPhase({ kind: "conflict" });
          return "conflict";
        }
        this.setPhase({ kind: "failed", message });
        return "failed";
      } finally {
        this.sending = null;
      }
    })();
    this.sending = { promise, json, isKeepalive };
    return promise;
  }

  private schedule(): void {
    if (this.isStopped || this.phase.kind === "conflict") return;
    const now = Date.now();
    this.burstStart ??= now;
    const delay = this.options.delayMs ?? AUTOSAVE_DELAY_MS;
    const maxWait = this.options.maxWaitMs ?? AUTOSAVE_MAX_WAIT_MS;
    const wait = Math.max(0, Math.min(delay, this.burstStart + maxWait - now));
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.fire(), wait);
  }

  private fire(): void {
    this.timer = null;
    if (this.holds > 0) {
      this.isDeferred = true;
      return;
    }
    this.burstStart = null;
    void this.saveNow({ isExplicit: false });
  }

  private cancelTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private setPhase(phase: SaverPhase): void {
    const before = this.phase;
    if (
      before.kind === phase.kind &&
      JSON.stringify(before) === JSON.stringify(phase) // count or message unchanged
    ) {
      return;
    }
    this.phase = phase;
    // A save that ends after the editor went (stop) has no page left to tell.
    if (!this.isStopped) this.options.onPhase(phase);
  }
}
