import { cookies } from "next/headers";
import { cache } from "react";
import type { AdminSessionQuery } from "../../graphql/operation-types";
import { internalClient } from "../api/internal-client";

/**
 * The signed-in person as admin pages see them: `kind` is "user", "apiKey"
 * or "adminToken"; `permissions` are action names of the permission table
 * (src/lib/permissions.ts).
 */
export type AdminViewer = NonNullable<AdminSessionQuery["me"]>;

const SESSION_QUERY = /* GraphQL */ `
  query AdminSession {
    me { kind role email permissions workspaceRole isAdministrator twoFactor { enabled required recoveryCodesLeft } }
    setupRequired
  }
`;

/**
 * Asks the API who the visitor is, forwarding their cookies, and whether the
 * first owner still has to be created. Asked once per request (React
 * `cache`), however many layouts, pages and titles want to know.
 */
export const getAdminSession = cache(async function getAdminSession(): Promise<{
  viewer: AdminViewer | null;
  setupRequired: boolean;
}> {
  const cookie = (await cookies()).toString();
  const { data, errors } = await internalClient({ cookie }).request<AdminSessionQuery>(
    SESSION_QUERY,
  );
  if (!data) throw new Error(errors[0]?.message ?? "The API gave no answer");
  return { viewer: data.me, setupRequired: data.setupRequired };
});
