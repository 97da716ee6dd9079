"use client";

import type {
  ConfirmTwoFactorSetupMutation,
  ConfirmTwoFactorSetupMutationVariables,
  DisableTwoFactorMutation,
  DisableTwoFactorMutationVariables,
  StartTwoFactorSetupMutation,
} from "../../graphql/operation-types";
import { browserClient } from "../api/browser-client";

/** A new key: `key` to type by hand, `uri` for the QR code. */
export type TwoFactorSetup = StartTwoFactorSetupMutation["startTwoFactorSetup"];

/** Makes a new key for the signed-in user's authenticator app (`startTwoFactorSetup`). */
export async function startTwoFactorSetup(): Promise<TwoFactorSetup> {
  const data = await browserClient().request<StartTwoFactorSetupMutation>(/* GraphQL */ `
    mutation StartTwoFactorSetup { startTwoFactorSetup { key uri } }
  `);
  return data.startTwoFactorSetup;
}

/** Turns two-factor sign-in on with a first code; returns the recovery codes, shown once. */
export async function confirmTwoFactorSetup(code: string): Promise<string[]> {
  const data = await browserClient().request<
    ConfirmTwoFactorSetupMutation,
    ConfirmTwoFactorSetupMutationVariables
  >(
    /* GraphQL */ `
      mutation ConfirmTwoFactorSetup($code: String!) { confirmTwoFactorSetup(code: $code) }
    `,
    { code },
  );
  return data.confirmTwoFactorSetup;
}

/** Turns two-factor sign-in off, with the password or a code (`disableTwoFactor`). */
export async function disableTwoFactor(input: { password?: string; code?: string }): Promise<void> {
  await browserClient().request<DisableTwoFactorMutation, DisableTwoFactorMutationVariables>(
    /* GraphQL */ `
      mutation DisableTwoFactor($password: String, $code: String) {
        disableTwoFactor(password: $password, code: $code)
      }
    `,
    input,
  );
}
