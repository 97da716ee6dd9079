import { describe, expect, it } from "vitest";
import { stdioSettings } from "./stdio-settings";

describe("stdioSettings", () => {
  it("needs FORMWRIGHT_MCP_API_KEY, and says where to get one", () => {
    const settings = stdioSettings({ FORMWRIGHT_URL: "http://localhost:3000" });
    expect(settings).toEqual({
      ok: false,
      message: expect.stringContaining("FORMWRIGHT_MCP_API_KEY is not set"),
    });
  });

  it("talks to http://localhost:3000 by default, and to FORMWRIGHT_URL's API when set", () => {
    expect(stdioSettings({ FORMWRIGHT_MCP_API_KEY: " fwk_a " })).toEqual({
      ok: true,
      graphqlUrl: "http://localhost:3000/api/graphql",
      apiKey: "fwk_a",
    });
    expect(
      stdioSettings({
        FORMWRIGHT_MCP_API_KEY: "fwk_a",
        FORMWRIGHT_URL: "https://forms.example.com/",
      }),
    ).toMatchObject({ graphqlUrl: "https://forms.example.com/api/graphql" });
    expect(
      stdioSettings({
        FORMWRIGHT_MCP_API_KEY: "fwk_a",
        FORMWRIGHT_URL: "https://example.com/forms",
      }),
    ).toMatchObject({ graphqlUrl: "https://example.com/forms/api/graphql" });
  });

  it("names a FORMWRIGHT_URL that is no http(s) URL", () => {
    expect(
      stdioSettings({ FORMWRIGHT_MCP_API_KEY: "k", FORMWRIGHT_URL: "forms.example.com" }),
    ).toEqual({
      ok: false,
      message: 'FORMWRIGHT_URL is not a URL: "forms.example.com"',
    });
    expect(stdioSettings({ FORMWRIGHT_MCP_API_KEY: "k", FORMWRIGHT_URL: "ftp://x" })).toEqual({
      ok: false,
      message: 'FORMWRIGHT_URL must start with http:// or https:// ("ftp://x")',
    });
  });
});
