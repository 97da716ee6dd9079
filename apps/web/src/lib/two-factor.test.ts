import { describe, expect, it } from "vitest";
import { PAGE_ACCESS, type PageAction } from "./permissions";
import { TWO_FACTOR_SETUP_PAGE, twoFactorRedirect } from "./two-factor";

const PAGES = Object.keys(PAGE_ACCESS) as PageAction[];

describe("admin pages when the server requires two-factor sign-in", () => {
  it("send a user without it from every page to the account page, which stays open", () => {
    const viewer = { twoFactor: { enabled: false, required: true } };
    for (const page of PAGES.filter((p) => p !== TWO_FACTOR_SETUP_PAGE)) {
      expect(twoFactorRedirect(viewer, page), page).toBe("/admin/account");
    }
    expect(twoFactorRedirect(viewer, "/admin/account")).toBeNull();
    expect(PAGES).toContain(TWO_FACTOR_SETUP_PAGE);
  });

  it("show every page to a user with it, to anyone when it is not required, and to API keys", () => {
    for (const page of PAGES) {
      expect(twoFactorRedirect({ twoFactor: { enabled: true, required: true } }, page)).toBeNull();
      expect(
        twoFactorRedirect({ twoFactor: { enabled: false, required: false } }, page),
      ).toBeNull();
      expect(twoFactorRedirect({ twoFactor: null }, page)).toBeNull();
    }
  });
});
