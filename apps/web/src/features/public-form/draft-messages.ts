import { type Catalogue, englishCatalogue } from "@formwright/core";

/**
 * What the public form says about saved drafts ("Save and continue later"),
 * from the message catalogue: `draftMessagesOf(useCatalogue())` in the page's
 * language; `draftMessages` is the English.
 */
export function draftMessagesOf(t: Catalogue) {
  return {
    saveButton: t.draftSave,
    saving: t.draftSaving,
    savedTitle: t.draftSavedTitle,
    savedLead: t.draftSavedLead,
    linkLabel: t.draftLinkLabel,
    copyLink: t.draftCopyLink,
    copied: t.draftCopied,
    copyFailed: t.draftCopyFailed,
    expires: (date: string) => t.draftExpires({ date }),
    emailLabel: t.draftEmailLabel,
    emailButton: t.draftEmailButton,
    emailSending: t.draftEmailSending,
    emailSent: (address: string) => t.draftEmailSent({ address }),
    close: t.draftClose,
    restored: t.draftRestored,
    restoredChanged: t.draftRestoredChanged,
    invalidLink: t.draftInvalidLink,
    invalidLinkDetail: t.draftInvalidLinkDetail,
    failed: t.draftFailed,
    previewNotSaved: t.draftPreviewNotSaved,
  };
}

/** The draft texts in English. */
export const draftMessages = draftMessagesOf(englishCatalogue);
