import { OperationError } from "../../control/operations";
import { ServiceError } from "../../services/errors";
import { respondentAddress } from "../../services/retention/respondent-address";
import type { RespondentRecordKind } from "../../services/retention/respondent-sources";
import type { CliCommand } from "../command";
import { viaServerOrDatabase } from "./open-configured";

/** How a record's kind reads in the command's output. */
const KIND_WORDS: Readonly<Record<RespondentRecordKind, [string, string]>> = {
  submission: ["submission", "submissions"],
  spam: ["submission held for spam review", "submissions held for spam review"],
  draft: ["draft", "drafts"],
  partial: ["unfinished answer", "unfinished answers"],
};

function counted(n: number, [one, many]: readonly [string, string]): string {
  return `${n} ${n === 1 ? one : many}`;
}

function kindCounts(kinds: readonly RespondentRecordKind[]): string {
  return (Object.keys(KIND_WORDS) as RespondentRecordKind[])
    .map((kind) => [kind, kinds.filter((k) => k === kind).length] as const)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => counted(n, KIND_WORDS[kind]))
    .join(", ");
}

/**
 * Runs an operation, printing a bad address (checked here first, before any
 * database is opened) or an {@link OperationError} as the failure.
 */
async function orFailure(
  err: (line: string) => void,
  email: string,
  run: () => Promise<number>,
): Promise<number> {
  try {
    respondentAddress(email);
    return await run();
  } catch (error) {
    if (!(error instanceof OperationError || error instanceof ServiceError)) throw error;
    err(error.message);
    return 1;
  }
}

/**
 * `respondents find <email> [--json]`: lists every submission, held
 * submission and draft whose email field holds the address, across forms
 * (as the API's `respondentData`); `--json` prints them whole, answers
 * included, to hand to the person who asked.
 */
export const respondentsFind: CliCommand = {
  name: "respondents find",
  usage: "<email> [--json]",
  summary:
    "list every submission, held submission and draft with this address in an email field, across forms (--json: with the answers)",
  async run(args, { config, out, err }) {
    const isJson = args.includes("--json");
    const rest = args.filter((arg) => arg !== "--json");
    const [email, ...extra] = rest;
    if (!email || extra.length > 0) {
      err(`usage: npm run cli -- respondents find ${this.usage}`);
      return 2;
    }
    return orFailure(err, email, async () => {
      const found = await viaServerOrDatabase(config, "respondents find", { email });
      if (isJson) {
        out(JSON.stringify(found, null, 2));
        return 0;
      }
      if (found.records.length === 0) {
        out(`Nothing has ${found.email} in an email field.`);
        return 0;
      }
      out(
        `${found.email} is in ${kindCounts(found.records.map((r) => r.kind))} (${found.records.length} in all):`,
      );
      for (const record of found.records) {
        const files = record.files.map((file) => file.name).join(", ");
        out(
          `  ${record.kind.padEnd(10)} ${record.formSlug}  ${record.id}  ${record.updatedAt}${files ? `  files: ${files}` : ""}`,
        );
      }
      out(`Delete them with: npm run cli -- respondents delete ${found.email}`);
      return 0;
    });
  },
};

/**
 * `respondents delete <email>`: deletes what `respondents find` lists, with
 * the files sent with it and the outbox's copies (as the API's
 * `deleteRespondentData`), and says what went.
 */
export const respondentsDelete: CliCommand = {
  name: "respondents delete",
  usage: "<email>",
  summary:
    "delete every submission, held submission and draft with this address in an email field, with their files",
  async run(args, { config, out, err }) {
    const [email, ...extra] = args;
    if (!email || extra.length > 0) {
      err(`usage: npm run cli -- respondents delete ${this.usage}`);
      return 2;
    }
    return orFailure(err, email, async () => {
      const deleted = await viaServerOrDatabase(config, "respondents delete", { email });
      if (deleted.records.length === 0) {
        out(`Nothing has ${deleted.email} in an email field: nothing was deleted.`);
        return 0;
      }
      out(
        `Deleted ${kindCounts(deleted.records.map((r) => r.kind))} with ${deleted.email}, ${counted(deleted.files, ["file", "files"])} and ${counted(deleted.outboxCopies, ["copy", "copies"])} in the outbox.`,
      );
      for (const record of deleted.records) {
        out(`  ${record.kind.padEnd(10)} ${record.formSlug}  ${record.id}`);
      }
      return 0;
    });
  },
};
