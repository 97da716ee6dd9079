import { catalogue as en } from "./i18n/generated/en";

/**
 * What the public form says to respondents about their answers' safety:
 * restored answers, offline sending and the receipt, in English (the
 * catalogue's own texts: a page in another language reads its catalogue).
 *
 * @example
 * respondentMessages.restored; // "We restored your answers"
 */
export const respondentMessages = {
  restored: en.restored,
  restoredDetail: en.restoredDetail,
  startOver: en.startOver,
  cleared: en.cleared,
  offlineQueued: en.offlineQueued,
  sendingSaved: en.sendingSaved,
  receiptNumber: en.receiptNumber,
  yourAnswers: en.yourAnswers,
  noAnswer: en.noAnswer,
  yes: en.yes,
  no: en.no,
  printAnswers: en.printAnswers,
  saveAnswers: en.saveAnswers,
  reference: en.reference,
  sentAt: en.sentAt,
} as const;
