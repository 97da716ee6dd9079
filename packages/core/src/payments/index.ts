export { checkPayments } from "./check-payments";
export { currencyDecimals, formatAmount, majorUnits } from "./format-amount";
export { type PaymentDue, paymentAmount, paymentBlockOf, paymentDue } from "./payment-due";
export { PAYMENT_AMOUNT_MAX } from "./payment-limits";
