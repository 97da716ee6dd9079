import type { Metadata } from "next";
import { getAdminSession } from "./session";

/**
 * The title of an admin page: its own for a signed-in visitor, "Sign in"
 * for one who sees the sign-in form in its place.
 *
 * @example export const generateMetadata = () => adminPageTitle("Forms");
 */
export async function adminPageTitle(title: string): Promise<Metadata> {
  const { viewer } = await getAdminSession();
  return { title: viewer ? title : "Sign in" };
}
