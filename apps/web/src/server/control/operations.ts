import { z } from "zod";
import type { Database } from "../db/database";
import { audited, recordAudit } from "../services/audit/audit-log";
import { inviteUser } from "../services/auth/invites";
import { createPasswordReset } from "../services/auth/password-resets";
import { findUserByEmail } from "../services/auth/users";
import { pulledFormFiles } from "../services/pulled-form-files";
import {
  deleteRespondentData,
  findRespondentData,
  type RespondentDeletion,
} from "../services/retention/respondent-data";
import type { RespondentRecord } from "../services/retention/respondent-sources";
import type { FileStorage } from "../storage/file-storage";

/**
 * What the command line does to the database that a running server may do
 * for it: each operation runs either in the command's own process (the
 * server is stopped, or the database is PostgreSQL) or in the server's,
 * asked over its local socket (the embedded database, which only one
 * process may open). Same code, same result either way.
 */
export interface ControlOperation<Input, Output> {
  input: z.ZodType<Input>;
  run: (on: OperationContext, input: Input) => Promise<Output>;
}

/** What an operation works on: the database and the uploaded files of the instance. */
export interface OperationContext {
  db: Database;
  storage: FileStorage;
}

/** The files of `forms pull`, their content in base64 so they cross the socket as JSON. */
export interface PulledFilesResult {
  files: Array<{ path: string; base64: string }>;
  forms: number;
  live: number;
  images: number;
  warnings: string[];
}

const byEmail = z.object({ email: z.string().min(1).max(320) });

/** An issued one-time link, as the command line prints it. */
export interface IssuedLinkResult {
  email: string;
  role: string;
  path: string;
  expiresAt: string;
}

/** A person's records as `respondents find` prints them (times as ISO text, to cross the socket). */
export interface FoundRespondentData {
  email: string;
  records: Array<
    Omit<RespondentRecord, "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string }
  >;
}

/** A message the command line prints as the command's failure (exit 1). */
export class OperationError extends Error {
  override name = "OperationError";
}

export const controlOperations = {
  "users reset-password": {
    input: byEmail,
    run: async ({ db }, { email }) => {
      const user = await findUserByEmail(db, email);
      if (!user) throw new OperationError(`No user has the email ${email.trim().toLowerCase()}`);
      const reset = await audited(
        db,
        (tx) => createPasswordReset(tx, user.id),
        () => ({
          action: "user.password_reset_issued",
          actor: { kind: "cli" },
          address: null,
          target: { kind: "user", id: user.id },
          details: { email: user.email, emailed: false },
        }),
      );
      return {
        email: user.email,
        role: user.role,
        path: reset.path,
        expiresAt: reset.expiresAt.toISOString(),
      };
    },
  } satisfies ControlOperation<{ email: string }, IssuedLinkResult>,
  "users create-owner": {
    input: byEmail,
    run: async ({ db }, { email }) => {
      try {
        const invite = await audited(
          db,
          (tx) => inviteUser(tx, { email, role: "owner", mail: null, invitedBy: null }),
          (made) => ({
            action: "user.invited",
            actor: { kind: "cli" },
            address: null,
            target: { kind: "user", id: made.user.id },
            details: { email: made.user.email, role: "owner", emailed: false },
          }),
        );
        return {
          email: invite.user.email,
          role: "owner",
          path: invite.path,
          expiresAt: invite.expiresAt.toISOString(),
        };
      } catch (error) {
        throw new OperationError((error as Error).message);
      }
    },
  } satisfies ControlOperation<{ email: string }, IssuedLinkResult>,
  "respondents find": {
    input: byEmail,
    run: async ({ db }, { email }) => {
      try {
        const found = await findRespondentData(db, email);
        return {
          email: found.email,
          records: found.records.map((record) => ({
            ...record,
            createdAt: record.createdAt.toISOString(),
            updatedAt: record.updatedAt.toISOString(),
          })),
        };
      } catch (error) {
        throw new OperationError((error as Error).message);
      }
    },
  } satisfies ControlOperation<{ email: string }, FoundRespondentData>,
  "respondents delete": {
    input: byEmail,
    run: async ({ db, storage }, { email }) => {
      try {
        return await deleteRespondentData(db, storage, email, {
          audit: (tx, deleted) =>
            recordAudit(tx, {
              action: "respondent_data.deleted",
              actor: { kind: "cli" },
              address: null,
              target: { kind: "respondent", id: null },
              details: {
                records: deleted.records.length,
                files: deleted.files,
                outboxCopies: deleted.outboxCopies,
              },
            }),
        });
      } catch (error) {
        throw new OperationError((error as Error).message);
      }
    },
  } satisfies ControlOperation<{ email: string }, RespondentDeletion>,
  "forms pull": {
    input: z.object({}),
    run: async (on) => {
      const pulled = await pulledFormFiles(on);
      return {
        ...pulled,
        files: pulled.files.map((file) => ({
          path: file.path,
          base64: Buffer.from(file.content).toString("base64"),
        })),
      };
    },
  } satisfies ControlOperation<Record<string, never>, PulledFilesResult>,
} as const;

export type ControlOperationName = keyof typeof controlOperations;
export type OperationInput<N extends ControlOperationName> = z.infer<
  (typeof controlOperations)[N]["input"]
>;
export type OperationOutput<N extends ControlOperationName> = Awaited<
  ReturnType<(typeof controlOperations)[N]["run"]>
>;
