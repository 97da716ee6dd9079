"use client";

import { currencyDecimals, majorUnits } from "@formwright/core";
import { RadioGroup, Select, Textarea, TextInput } from "@formwright/fields";
import { useWatch } from "react-hook-form";
import type { EditorState } from "../editor-state";
import { useEditorSelector } from "../editor-store";
import type { BlockTypeDefinition } from "./block-type-definition";
import { isRecord, setOptional, textOf } from "./draft-values";

/** The currencies offered, euro first; a document may hold any ISO 4217 code (kept as it is). */
export const PAYMENT_CURRENCIES = [
  "EUR",
  "USD",
  "GBP",
  "CHF",
  "CAD",
  "AUD",
  "NZD",
  "JPY",
  "SEK",
  "NOK",
  "DKK",
  "PLN",
  "CZK",
  "HUF",
  "RON",
  "BRL",
  "MXN",
  "INR",
  "SGD",
  "HKD",
  "ZAR",
] as const;

const KINDS = [
  { label: "Fixed amount", value: "fixed" },
  { label: "Amount from a variable", value: "variable" },
];

/**
 * An amount typed in major units ("15", "15.00", "15,5") as the currency's
 * minor units (1500 for EUR); null when it is not a number.
 *
 * @example
 * minorUnits("15.00", "EUR"); // 1500
 * minorUnits("1500", "JPY"); // 1500
 */
export function minorUnits(text: string, currency: string): number | null {
  const trimmed = text.trim().replace(",", ".");
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 10 ** currencyDecimals(currency));
}

const selectVariables = (state: EditorState) => state.settings.variables;

function PaymentSettings({ block }: { block: Record<string, unknown> }) {
  const kind = useWatch({ name: "amountKind" });
  const currency = useWatch({ name: "currency" });
  const variables = useEditorSelector(selectVariables);
  const names = (Array.isArray(variables) ? variables : []).flatMap((variable: unknown) =>
    isRecord(variable) && typeof variable.name === "string" ? [variable.name] : [],
  );
  const held = textOf(block.currency);
  const currencies =
    held && !(PAYMENT_CURRENCIES as readonly string[]).includes(held)
      ? [...PAYMENT_CURRENCIES, held]
      : PAYMENT_CURRENCIES;
  return (
    <fieldset className="fw-editor-group">
      <legend>Payment</legend>
      <TextInput
        name="label"
        label="Label"
        required
        description="What it is for, on the form and on Stripe's page"
      />
      <Textarea name="description" label="Description" description="Optional" />
      <Select
        name="currency"
        label="Currency"
        options={currencies.map((code) => ({ label: code, value: code }))}
        searchable={false}
      />
      <RadioGroup name="amountKind" label="Amount" options={KINDS} />
      {kind === "variable" ? (
        <Select
          name="amountFrom"
          label="Variable"
          description={
            names.length > 0
              ? "Its value is the amount, in minor units (1500 is 15.00)"
              : "Declare a variable under Outcomes first: its value is the amount, in minor units"
          }
          options={names.map((name) => ({ label: name, value: name }))}
          searchable={false}
        />
      ) : (
        <TextInput
          name="amount"
          label={`Amount (${textOf(currency) || "EUR"})`}
          description="In the currency's units, such as 15.00; the server charges this, whatever the browser says"
        />
      )}
    </fieldset>
  );
}

/** A payment through Stripe Checkout once the answers are sent (issue 36). */
export const paymentBlockType: BlockTypeDefinition = {
  type: "payment",
  title: "Payment",
  hint: "Takes a fixed amount, or one computed from the answers, through Stripe after sending",
  keywords: ["price", "fee", "checkout", "stripe", "money", "order", "donation"],
  group: "content",
  create: ({ takenNames }) => {
    let name = "payment";
    for (let n = 2; takenNames.has(name); n += 1) name = `payment${n}`;
    return { type: "payment", name, label: "Payment", currency: "EUR", amount: 1000 };
  },
  caption: (block) => textOf(block.label) || "Payment",
  toValues: (block) => {
    const currency = textOf(block.currency) || "EUR";
    return {
      label: textOf(block.label),
      description: textOf(block.description),
      currency,
      amountKind: typeof block.amountFrom === "string" ? "variable" : "fixed",
      amount: typeof block.amount === "number" ? majorUnits(block.amount, currency) : "",
      amountFrom: typeof block.amountFrom === "string" ? block.amountFrom : null,
    };
  },
  fromValues: (values, current) => {
    const currency = textOf(values.currency) || "EUR";
    const next: Record<string, unknown> = {
      ...current,
      type: "payment",
      label: textOf(values.label),
      currency,
    };
    setOptional(next, "description", textOf(values.description) || undefined);
    if (values.amountKind === "variable") {
      delete next.amount;
      next.amountFrom = textOf(values.amountFrom);
    } else {
      delete next.amountFrom;
      setOptional(next, "amount", minorUnits(textOf(values.amount), currency) ?? undefined);
    }
    return next as typeof current;
  },
  settingFor: (path) => {
    const [key] = path;
    return typeof key === "string" &&
      ["label", "description", "currency", "amount", "amountFrom"].includes(key)
      ? key
      : null;
  },
  Settings: PaymentSettings as BlockTypeDefinition["Settings"],
};
