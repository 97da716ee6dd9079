import type { Actor } from "../services/auth/actor";
import { clearSignInFailures, reserveSignInAttempt } from "../services/auth/sign-in-backoff";
import {
  confirmTwoFactorSetup,
  isTwoFactorEnabled,
  removeTwoFactor,
  startTwoFactorSetup,
  TWO_FACTOR_CODE_USED,
  TWO_FACTOR_CODE_WRONG,
  type TwoFactorSetup,
  takeSecondFactor,
  twoFactorBackoffKey,
  twoFactorStatus,
} from "../services/auth/two-factor/two-factor";
import { verifyCredentials } from "../services/auth/users";
import { ServiceError } from "../services/errors";
import { ViewerType } from "./accounts";
import { builder } from "./builder";
import type { GraphQLContext } from "./context";
import { requireActor, withServiceErrors } from "./errors";
import { submitLimitError } from "./submit-limit";

interface TwoFactorStatusRecord {
  enabled: boolean;
  required: boolean;
  recoveryCodesLeft: number;
}

const TwoFactorStatusType = builder.objectRef<TwoFactorStatusRecord>("TwoFactorStatus").implement({
  description:
    "A signed-in user's two-factor sign-in (a code from an authenticator app after the password).",
  fields: (t) => ({
    enabled: t.exposeBoolean("enabled"),
    required: t.exposeBoolean("required", {
      description:
        "The server requires two-factor sign-in (FORMWRIGHT_REQUIRE_2FA=1): while it is off, every operation but its set-up answers TWO_FACTOR_REQUIRED.",
    }),
    recoveryCodesLeft: t.exposeInt("recoveryCodesLeft", {
      description: "Recovery codes not used yet (each works once).",
    }),
  }),
});

const TwoFactorSetupType = builder.objectRef<TwoFactorSetup>("TwoFactorSetup").implement({
  description:
    "A new key for an authenticator app; two-factor sign-in is on once `confirmTwoFactorSetup` gets a code of it.",
  fields: (t) => ({
    key: t.exposeString("key", {
      description: "The key in base32, for typing into the app by hand.",
    }),
    uri: t.exposeString("uri", {
      description: "The `otpauth://totp/…` address the QR code carries.",
    }),
  }),
});

builder.objectField(ViewerType, "twoFactor", (t) =>
  t.field({
    type: TwoFactorStatusType,
    nullable: true,
    description: "The signed-in user's two-factor sign-in; null for API keys and the admin token.",
    resolve: async (actor, _args, ctx) => {
      if (actor.kind !== "user") return null;
      const status = await twoFactorStatus(ctx.db, actor.userId);
      return { ...status, required: ctx.requireTwoFactor };
    },
  }),
);

/** The signed-in user of a two-factor operation (API keys have no sign-in to protect). */
async function signedInUser(ctx: GraphQLContext): Promise<Extract<Actor, { kind: "user" }>> {
  const actor = await requireActor(ctx);
  if (actor.kind !== "user") {
    throw new ServiceError(
      "BAD_USER_INPUT",
      "Only a signed-in user has two-factor sign-in; API keys have none",
    );
  }
  return actor;
}

/** Counts an attempt under `key` before it is checked, as sign-in does. */
async function countAttempt(ctx: GraphQLContext, key: string): Promise<void> {
  const decision = await reserveSignInAttempt(ctx.db, key);
  if (!decision.allowed) {
    throw submitLimitError(
      decision.retryAfterSeconds,
      `Too many attempts: try again in ${Math.ceil(decision.retryAfterSeconds / 60)} minutes`,
    );
  }
}

builder.mutationFields((t) => ({
  startTwoFactorSetup: t.field({
    type: TwoFactorSetupType,
    description:
      "Makes a new key for the signed-in user's authenticator app (shown as a QR code and as text); nothing changes at sign-in until `confirmTwoFactorSetup` (any signed-in user; not API keys).",
    resolve: (_root, _args, ctx) =>
      withServiceErrors(async () => {
        const user = await signedInUser(ctx);
        return startTwoFactorSetup(ctx.db, { userId: user.userId, email: user.email });
      }),
  }),
  confirmTwoFactorSetup: t.field({
    type: ["String"],
    description:
      "Turns two-factor sign-in on with a first code of the new key, and returns 10 recovery codes, shown this once (only their hashes are kept; each works once instead of a code).",
    args: { code: t.arg.string({ required: true }) },
    resolve: (_root, { code }, ctx) =>
      withServiceErrors(async () => {
        const user = await signedInUser(ctx);
        const key = twoFactorBackoffKey(user.userId);
        await countAttempt(ctx, key);
        const codes = await confirmTwoFactorSetup(ctx.db, {
          userId: user.userId,
          code,
          now: Date.now(),
        });
        await clearSignInFailures(ctx.db, key);
        return codes;
      }),
  }),
  disableTwoFactor: t.field({
    type: "Boolean",
    description:
      "Turns the signed-in user's two-factor sign-in off, with their password or a code (of the app, or a recovery code); attempts are limited as sign-ins are.",
    args: { password: t.arg.string(), code: t.arg.string() },
    resolve: (_root, args, ctx) =>
      withServiceErrors(async () => {
        const user = await signedInUser(ctx);
        if (!(await isTwoFactorEnabled(ctx.db, user.userId))) {
          throw new ServiceError("CONFLICT", "Two-factor sign-in is already off");
        }
        await checkPasswordOrCode(ctx, { user, password: args.password, code: args.code });
        await removeTwoFactor(ctx.db, user.userId);
        return true;
      }),
  }),
}));

/** The password (counted by email) or a code (counted by the code backoff), whichever is given. */
async function checkPasswordOrCode(
  ctx: GraphQLContext,
  input: {
    user: Extract<Actor, { kind: "user" }>;
    password: string | null | undefined;
    code: string | null | undefined;
  },
): Promise<void> {
  const { user, password, code } = input;
  if (password) {
    await countAttempt(ctx, user.email);
    if (!(await verifyCredentials(ctx.db, { email: user.email, password }))) {
      throw new ServiceError("BAD_USER_INPUT", "Your password is incorrect");
    }
    await clearSignInFailures(ctx.db, user.email);
    return;
  }
  if (!code) {
    throw new ServiceError(
      "BAD_USER_INPUT",
      "Enter your password, or a code from your authenticator app, to turn two-factor sign-in off",
    );
  }
  const key = twoFactorBackoffKey(user.userId);
  await countAttempt(ctx, key);
  const taken = await takeSecondFactor(ctx.db, { userId: user.userId, code, now: Date.now() });
  if (taken === "wrong") throw new ServiceError("BAD_USER_INPUT", TWO_FACTOR_CODE_WRONG);
  if (taken === "used") throw new ServiceError("BAD_USER_INPUT", TWO_FACTOR_CODE_USED);
  await clearSignInFailures(ctx.db, key);
}
