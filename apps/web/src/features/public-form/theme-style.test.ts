import { describe, expect, it } from "vitest";
import { themeStyleSheet } from "./theme-style";

describe("themeStyleSheet", () => {
  it("sets the page's and the fields' custom properties from a light theme", () => {
    const css = themeStyleSheet({ accent: "#0f766e", radius: 12 });
    expect(css).toContain(":root { --fw-bg: #ffffff;");
    expect(css).toContain("--fw-accent: #0f766e;");
    expect(css).toContain("color-scheme: light;");
    expect(css).toMatch(
      /\.fw-grid, \.fw-field, \.fw-error-summary \{[^}]*--fw-field-accent: #0f766e;/,
    );
    expect(css).toContain("--fw-field-radius: 12px;");
    expect(css).not.toContain("@media");
  });

  it("paints a dark theme dark, and an automatic one dark only when the device asks", () => {
    expect(themeStyleSheet({ colorScheme: "dark" })).toContain("--fw-bg: #16161a;");
    const auto = themeStyleSheet({ colorScheme: "auto", accent: "#2563eb" });
    const [light, dark] = auto.split("@media (prefers-color-scheme: dark)");
    expect(light).toContain("--fw-bg: #ffffff;");
    expect(dark).toContain("--fw-bg: #16161a;");
    expect(dark).toContain("color-scheme: dark;");
  });
});
