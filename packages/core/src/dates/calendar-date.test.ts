import { describe, expect, it } from "vitest";
import { formatMessageDate, isCalendarDate, localDate, resolveDateBound } from "./calendar-date";
import { isClockTime, minutesOfDay } from "./clock-time";

describe("isCalendarDate", () => {
  it("takes real dates written YYYY-MM-DD", () => {
    expect(isCalendarDate("2025-03-07")).toBe(true);
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2000-02-29")).toBe(true);
    expect(isCalendarDate("0001-01-01")).toBe(true);
  });

  it("refuses days that do not exist and other shapes", () => {
    for (const text of [
      "2025-02-30",
      "2025-02-29",
      "1900-02-29",
      "2025-04-31",
      "2025-13-01",
      "2025-00-10",
      "2025-01-00",
      "0000-01-01",
      "2025-3-7",
      "07/03/2025",
      "2025-03-07T00:00",
      " 2025-03-07",
      "",
    ]) {
      expect(isCalendarDate(text), text).toBe(false);
    }
    expect(isCalendarDate(20250307)).toBe(false);
  });
});

describe("dates in messages and bounds", () => {
  it("writes a date the same way everywhere", () => {
    expect(formatMessageDate("2025-03-07")).toBe("7 March 2025");
    expect(formatMessageDate("1999-12-31")).toBe("31 December 1999");
  });

  it("resolves today as the local date of the moment given", () => {
    expect(localDate(new Date(2025, 2, 7, 23, 59))).toBe("2025-03-07");
    expect(resolveDateBound("today", new Date(2024, 0, 1, 0, 0))).toBe("2024-01-01");
    expect(resolveDateBound("2025-01-31", new Date(2024, 0, 1))).toBe("2025-01-31");
  });
});

describe("isClockTime", () => {
  it("takes HH:MM from 00:00 to 23:59 only", () => {
    expect(isClockTime("00:00")).toBe(true);
    expect(isClockTime("23:59")).toBe(true);
    for (const text of ["24:00", "9:30", "09:60", "09:30:00", "0930", "", "ab:cd"]) {
      expect(isClockTime(text), text).toBe(false);
    }
    expect(minutesOfDay("01:30")).toBe(90);
    expect(minutesOfDay("23:59")).toBe(1439);
  });
});
