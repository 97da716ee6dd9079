import { describe, expect, it } from "vitest";
import { formatDateTime } from "../admin-ui/format-date-time";
import { closedStatus, formStatus, submissionsPhrase } from "./form-status";

describe("formStatus", () => {
  it("names the live version", () => {
    expect(formStatus({ publishedVersion: 3 })).toBe("Published v3");
  });

  it("says Draft while no version is live", () => {
    expect(formStatus({ publishedVersion: null })).toBe("Draft");
  });
});

describe("submissionsPhrase", () => {
  it("uses the singular for one and the plural otherwise", () => {
    expect(submissionsPhrase(1)).toBe("1 submission");
    expect(submissionsPhrase(0)).toBe("0 submissions");
    expect(submissionsPhrase(12)).toBe("12 submissions");
  });
});

describe("closedStatus", () => {
  const closed = (availability: Record<string, unknown>) =>
    closedStatus({
      availability: {
        isOpen: false,
        reason: null,
        opensAt: null,
        closesAt: null,
        maxSubmissions: null,
        ...availability,
      },
    });

  it("says nothing while a form is open or not live", () => {
    expect(closedStatus({ availability: null })).toBeNull();
    expect(closed({ isOpen: true })).toBeNull();
  });

  it("names the limit a full form reached", () => {
    expect(closed({ reason: "FULL", maxSubmissions: 100 })).toBe("Closed: 100 submissions reached");
    expect(closed({ reason: "FULL", maxSubmissions: 1 })).toBe("Closed: 1 submission reached");
  });

  it("names when a form closed, or when it opens", () => {
    const at = "2026-12-24T17:00:00Z";
    expect(closed({ reason: "CLOSED", closesAt: at })).toBe(`Closed: since ${formatDateTime(at)}`);
    expect(closed({ reason: "NOT_YET_OPEN", opensAt: at })).toBe(
      `Closed: opens ${formatDateTime(at)}`,
    );
  });
});
