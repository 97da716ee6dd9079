"use client";

import { createContext, type ReactNode, useContext, useMemo } from "react";

/** Why the payment block cannot be added on a server without Stripe (issue 36). */
export const PAYMENTS_NEED_STRIPE_REASON =
  "Payments need FORMWRIGHT_STRIPE_SECRET_KEY and FORMWRIGHT_STRIPE_WEBHOOK_SECRET on the server (docs/payments.md)";

const NONE: Readonly<Record<string, string>> = {};
const UnavailableContext = createContext<Readonly<Record<string, string>>>(NONE);

/**
 * Which block types this server cannot take, each with why (the payment
 * block without FORMWRIGHT_STRIPE_*): the "Add block" menus offer them
 * disabled, saying so. Every type is available where nothing says otherwise.
 */
export function BlockAvailability({
  isPaymentsConfigured,
  children,
}: {
  /** `isPaymentsConfigured` of the API; unknown (undefined) counts as configured. */
  isPaymentsConfigured?: boolean;
  children: ReactNode;
}) {
  const value = useMemo(
    () => (isPaymentsConfigured === false ? { payment: PAYMENTS_NEED_STRIPE_REASON } : NONE),
    [isPaymentsConfigured],
  );
  return <UnavailableContext.Provider value={value}>{children}</UnavailableContext.Provider>;
}

/** The block types that cannot be added here, by type, with why. */
export function useUnavailableBlockTypes(): Readonly<Record<string, string>> {
  return useContext(UnavailableContext);
}
