import type { SupportedLanguage } from "../i18n/languages";

/** What a respondent reads about editing their answers (issue 33 §4), in one language. */
export interface EditTexts {
  /** The confirmation's and the receipt mail's link. */
  editMyAnswers: string;
  /** Above the form opened with an edit link. */
  editing: string;
  /** After an edit was saved. */
  updated: string;
  expired: string;
  invalid: string;
}

/**
 * The edit texts in every shipped language. Kept apart from the catalogues,
 * whose English texts are part of every form's first load: only forms with
 * `editing`, the edit page and the receipt mail read these.
 *
 * @example
 * EDIT_TEXTS.en.editMyAnswers; // "Edit my answers"
 */
export const EDIT_TEXTS: Readonly<Record<SupportedLanguage, EditTexts>> = {
  en: {
    editMyAnswers: "Edit my answers",
    editing: "You are changing the answers you sent. Send them again to save your changes.",
    updated: "Your answers were updated.",
    expired: "This edit link has expired.",
    invalid: "This edit link is not valid.",
  },
  de: {
    editMyAnswers: "Meine Antworten bearbeiten",
    editing:
      "Sie ändern die Antworten, die Sie gesendet haben. Senden Sie sie erneut, um die Änderungen zu speichern.",
    updated: "Ihre Antworten wurden aktualisiert.",
    expired: "Dieser Bearbeitungslink ist abgelaufen.",
    invalid: "Dieser Bearbeitungslink ist nicht gültig.",
  },
  fr: {
    editMyAnswers: "Modifier mes réponses",
    editing:
      "Vous modifiez les réponses que vous avez envoyées. Envoyez-les à nouveau pour enregistrer vos changements.",
    updated: "Vos réponses ont été mises à jour.",
    expired: "Ce lien de modification a expiré.",
    invalid: "Ce lien de modification n’est pas valide.",
  },
  es: {
    editMyAnswers: "Editar mis respuestas",
    editing: "Está cambiando las respuestas que envió. Envíelas de nuevo para guardar los cambios.",
    updated: "Sus respuestas se actualizaron.",
    expired: "Este enlace de edición ha caducado.",
    invalid: "Este enlace de edición no es válido.",
  },
  it: {
    editMyAnswers: "Modifica le mie risposte",
    editing: "Stai modificando le risposte inviate. Inviale di nuovo per salvare le modifiche.",
    updated: "Le tue risposte sono state aggiornate.",
    expired: "Questo link di modifica è scaduto.",
    invalid: "Questo link di modifica non è valido.",
  },
  pt: {
    editMyAnswers: "Editar minhas respostas",
    editing:
      "Você está alterando as respostas enviadas. Envie-as de novo para salvar as alterações.",
    updated: "Suas respostas foram atualizadas.",
    expired: "Este link de edição expirou.",
    invalid: "Este link de edição não é válido.",
  },
  nl: {
    editMyAnswers: "Mijn antwoorden wijzigen",
    editing:
      "U wijzigt de antwoorden die u hebt verzonden. Verzend ze opnieuw om de wijzigingen op te slaan.",
    updated: "Uw antwoorden zijn bijgewerkt.",
    expired: "Deze wijzigingslink is verlopen.",
    invalid: "Deze wijzigingslink is niet geldig.",
  },
  pl: {
    editMyAnswers: "Edytuj moje odpowiedzi",
    editing: "Zmieniasz wysłane odpowiedzi. Wyślij je ponownie, aby zapisać zmiany.",
    updated: "Twoje odpowiedzi zostały zaktualizowane.",
    expired: "Ten link do edycji wygasł.",
    invalid: "Ten link do edycji jest nieprawidłowy.",
  },
  ja: {
    editMyAnswers: "回答を編集する",
    editing: "送信した回答を変更しています。変更を保存するには、もう一度送信してください。",
    updated: "回答を更新しました。",
    expired: "この編集リンクは有効期限が切れています。",
    invalid: "この編集リンクは無効です。",
  },
  ar: {
    editMyAnswers: "تعديل إجاباتي",
    editing: "أنت تغيّر الإجابات التي أرسلتها. أرسلها مرة أخرى لحفظ التغييرات.",
    updated: "تم تحديث إجاباتك.",
    expired: "انتهت صلاحية رابط التعديل هذا.",
    invalid: "رابط التعديل هذا غير صالح.",
  },
};
