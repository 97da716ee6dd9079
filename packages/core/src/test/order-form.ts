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

/**
 * An order form's document: the order's fields, then `blocks`, with these
 * variables and any other keys in `extra` (endings, a slug of its own).
 *
 * @example
 * orderDocument([{ name: "total", expression: "price * quantity" }], { slug: "orders" });
 */
export function orderDocument(
  variables: readonly unknown[],
  extra: { slug?: string; blocks?: readonly unknown[] } & Record<string, unknown> = {},
) {
  const { blocks = [], ...rest } = extra;
  return {
    slug: "order",
    title: "Order",
    ...rest,
    blocks: [...ORDER_BLOCKS, ...blocks],
    variables,
  };
}
