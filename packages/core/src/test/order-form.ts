/**
 * The fields of an order form for the tests of variables (issue 32): a price,
 * a quantity and a choice of extras.
 */
export const ORDER_BLOCKS = [
  { type: "number", name: "price", label: "Price" },
  { type: "number", name: "quantity", label: "Quantity" },
  {
    type: "checkboxGroup",
    name: "extras",
    label: "Extras",
    options: [
      { label: "Gift wrap", value: "gift" },
      { label: "Card", value: "card" },
    ],
  },
] as const;
