import { describe, expect, it } from "vitest";
import { wallClock, zonedInstant } from "./zoned-time";

describe("zonedInstant", () => {
  it("writes a wall time with the zone's offset on that day", () => {
    expect(zonedInstant("2026-12-01", "09:00", "Europe/Berlin")).toBe("2026-12-01T09:00:00+01:00");
    expect(zonedInstant("2026-07-01", "09:00", "Europe/Berlin")).toBe("2026-07-01T09:00:00+02:00");
    expect(zonedInstant("2026-07-01", "09:00", "America/New_York")).toBe(
      "2026-07-01T09:00:00-04:00",
    );
    expect(zonedInstant("2026-07-01", "09:00", "Asia/Kolkata")).toBe("2026-07-01T09:00:00+05:30");
    expect(zonedInstant("2026-07-01", "23:30", "UTC")).toBe("2026-07-01T23:30:00+00:00");
  });

  it("moves a time skipped by the spring change on by the change", () => {
    // 29 March 2026: Berlin's clocks jump from 02:00 to 03:00.
    const instant = zonedInstant("2026-03-29", "02:30", "Europe/Berlin");
    expect(instant).toBe("2026-03-29T03:30:00+02:00");
  });

  it("is null for what is not a date or a time", () => {
    expect(zonedInstant("2026-13-01", "09:00", "UTC")).toBeNull();
    expect(zonedInstant("", "09:00", "UTC")).toBeNull();
    expect(zonedInstant("2026-12-01", "9am", "UTC")).toBeNull();
  });
});

describe("wallClock", () => {
  it("reads an instant back as the zone's wall time, whatever offset it was written with", () => {
    expect(wallClock("2026-12-01T08:00:00Z", "Europe/Berlin")).toEqual({
      date: "2026-12-01",
      time: "09:00",
    });
    expect(wallClock("2026-12-01T09:00:00+01:00", "America/New_York")).toEqual({
      date: "2026-12-01",
      time: "03:00",
    });
  });

  it("round-trips with zonedInstant", () => {
    const instant = zonedInstant("2026-10-25", "01:15", "Europe/London");
    expect(instant && wallClock(instant, "Europe/London")).toEqual({
      date: "2026-10-25",
      time: "01:15",
    });
  });
});
