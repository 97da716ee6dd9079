/**
 * What the public form says about saved drafts ("Save and continue later").
 * One place, next to `respondentMessages` in spirit, so a translation
 * catalogue can take them over.
 */
export const draftMessages = {
  saveButton: "Save and continue later",
  saving: "Saving…",
  savedTitle: "Your answers are saved",
  savedLead:
    "Use this link to continue on any device. Anyone with the link can see and change your answers, so keep it to yourself.",
  linkLabel: "Your link to continue",
  copyLink: "Copy link",
  copied: "Link copied",
  copyFailed: "Copying failed: select the link and copy it yourself.",
  expires: (date: string) => `The link works until ${date}.`,
  emailLabel: "Email address",
  emailButton: "Email me the link",
  emailSending: "Sending…",
  emailSent: (address: string) => `We are sending the link to ${address}.`,
  close: "Close",
  restored: "We restored your saved answers",
  restoredChanged:
    "The form has changed since you saved: your answers were kept for the questions that are still here.",
  invalidLink: "This saved link has expired or is not valid",
  invalidLinkDetail: "Your answers could not be restored: the form is blank.",
  failed: "Your answers could not be saved. They are still here: try again.",
  previewNotSaved: "Preview: answers are not saved",
} as const;
