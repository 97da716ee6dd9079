import { describe, expect, it } from "vitest";
import { availabilitySchema } from "../document/availability-schema";
import { CLOSED_MESSAGE, formAvailability, NOT_YET_OPEN_MESSAGE } from "./form-availability";

const at = (iso: string) => Date.parse(iso);

describe("formAvailability", () => {
  it("is open without availability settings", () => {
    expect(formAvailability(undefined, { now: 0 })).toEqual({ isOpen: true });
  });

  it("is not yet open before opensAt, and open from that instant", () => {
    const availability = { opensAt: "2026-12-01T09:00:00+01:00" };
    expect(formAvailability(availability, { now: at("2026-12-01T07:59:59Z") })).toEqual({
      isOpen: false,
      reason: "notYetOpen",
      message: NOT_YET_OPEN_MESSAGE,
      opensAt: "2026-12-01T09:00:00+01:00",
    });
    expect(formAvailability(availability, { now: at("2026-12-01T08:00:00Z") })).toEqual({
      isOpen: true,
    });
  });

  it("is closed from closesAt on, with the form's own message when it has one", () => {
    const availability = { closesAt: "2026-12-24T18:00:00Z", closedMessage: "See you next year" };
    expect(formAvailability(availability, { now: at("2026-12-24T17:59:59Z") }).isOpen).toBe(true);
    expect(formAvailability(availability, { now: at("2026-12-24T18:00:00Z") })).toEqual({
      isOpen: false,
      reason: "closed",
      message: "See you next year",
    });
  });

  it("is full once maxSubmissions are stored", () => {
    const availability = { maxSubmissions: 2 };
    expect(formAvailability(availability, { now: 0, submissionCount: 1 }).isOpen).toBe(true);
    expect(formAvailability(availability, { now: 0, submissionCount: 2 })).toEqual({
      isOpen: false,
      reason: "full",
      message: CLOSED_MESSAGE,
    });
  });
});

describe("availabilitySchema", () => {
  it("refuses a closing time before the opening time, naming closesAt", () => {
    const result = availabilitySchema.safeParse({
      opensAt: "2026-12-02T00:00:00Z",
      closesAt: "2026-12-01T00:00:00Z",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ["closesAt"],
      message: "closesAt must come after opensAt",
    });
  });

  it("keeps a known time zone and refuses an unknown one", () => {
    expect(availabilitySchema.safeParse({ timeZone: "Europe/Berlin" }).success).toBe(true);
    const result = availabilitySchema.safeParse({ timeZone: "Mars/Olympus" });
    expect(result.error?.issues[0]?.message).toBe("must be a time zone such as Europe/Berlin");
  });

  it("refuses an instant without its offset and a limit below one", () => {
    expect(availabilitySchema.safeParse({ opensAt: "2026-12-01T09:00:00" }).success).toBe(false);
    expect(availabilitySchema.safeParse({ maxSubmissions: 0 }).success).toBe(false);
    expect(availabilitySchema.safeParse({ maxSubmissions: 1.5 }).success).toBe(false);
  });
});
