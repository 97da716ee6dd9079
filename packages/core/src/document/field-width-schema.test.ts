import { expect, test } from "vitest";
import { fieldWidthSchema } from "./field-width-schema";

test.each([1, 12, { xs: 12 }, { xs: 12, sm: 6, md: 4, lg: 3, xl: 2 }])(
  "accepts the width %j",
  (width) => {
    expect(fieldWidthSchema.parse(width)).toEqual(width);
  },
);

test.each([0, 13, 6.5, "6", null, { md: 13 }, { "2xl": 4 }, { base: 12 }])(
  "refuses the width %j",
  (width) => {
    expect(fieldWidthSchema.safeParse(width).success).toBe(false);
  },
);
