import { describe, expect, it } from "vitest";
import { publicUrlOf } from "./public-url";

describe("publicUrlOf", () => {
  it("is FORMWRIGHT_PUBLIC_URL when set, without a trailing slash", () => {
    expect(
      publicUrlOf({ publicUrl: "https://forms.example.com/", host: "0.0.0.0", port: 3000 }),
    ).toBe("https://forms.example.com");
    expect(publicUrlOf({ publicUrl: "https://example.com/forms", host: "::", port: 80 })).toBe(
      "https://example.com/forms",
    );
  });

  it("is the address the server was started on otherwise, localhost for every interface", () => {
    expect(publicUrlOf({ host: "0.0.0.0", port: 3000 })).toBe("http://localhost:3000");
    expect(publicUrlOf({ host: "::", port: 3000 })).toBe("http://localhost:3000");
    expect(publicUrlOf({ host: "127.0.0.1", port: 4000 })).toBe("http://127.0.0.1:4000");
    expect(publicUrlOf({ host: "::1", port: 4000 })).toBe("http://[::1]:4000");
  });
});
