import { describe, expect, it } from "vitest";
import { receiptNumber } from "./receipt-number";

describe("receiptNumber", () => {
  it("is the random end of the id, upper case, in groups of four", () => {
    expect(receiptNumber("01932c6e-8f4a-7b21-9c3d-3f9a0c2177be")).toBe("3F9A-0C21-77BE");
  });

  it("differs for two ids of the same millisecond", () => {
    expect(receiptNumber("01932c6e-8f4a-7b21-9c3d-000000000001")).not.toBe(
      receiptNumber("01932c6e-8f4a-7b21-9c3d-000000000002"),
    );
  });
});
