/**
 * What the public form says to respondents about their answers' safety:
 * restored answers, offline sending and the receipt. One place, so a later
 * translation catalogue can take them over.
 *
 * @example
 * respondentMessages.restored; // "We restored your answers"
 */
export const respondentMessages = {
  restored: "We restored your answers",
  restoredDetail: "You started this form earlier on this device.",
  startOver: "Start over",
  cleared: "Your answers were cleared.",
  offlineQueued:
    "You are offline. Your answers are saved on this device and will be sent when you are back online.",
  sendingSaved: "Sending the answers saved on this device…",
  receiptNumber: "Receipt number",
  yourAnswers: "Your answers",
  noAnswer: "(no answer)",
  yes: "Yes",
  no: "No",
  printAnswers: "Print your answers",
  saveAnswers: "Save a copy of your answers",
  reference: "Reference",
  sentAt: "Sent",
} as const;
