"use client";

import { useQuery } from "@tanstack/react-query";
import { fetchPaymentTotals, submissionKeys } from "./submissions-api";

/**
 * The sums of a form's payments per currency (issue 36), read once for the
 * page's summary and its payment chart (one query, shared); refreshed with
 * the rest of the page's data.
 *
 * @example
 * const totals = usePaymentTotals(formId);
 * const takesPayments = (totals.data?.length ?? 0) > 0;
 */
export function usePaymentTotals(formId: string) {
  return useQuery({
    queryKey: submissionKeys.paymentTotals(formId),
    queryFn: () => fetchPaymentTotals(formId),
  });
}
