import type { SupportedLanguage } from "@formwright/core";

/** What the status line of a protected form says, in one language. */
export interface CaptchaTexts {
  solving: string;
  ready: string;
  failed: string;
}

/**
 * The CAPTCHA's status texts in every shipped language. Kept here, in the
 * chunk only protected forms load, rather than in the widget catalogue,
 * whose English texts are part of every form's first load.
 */
export const CAPTCHA_TEXTS: Readonly<Record<SupportedLanguage, CaptchaTexts>> = {
  en: {
    solving: "Checking that you are not a robot…",
    ready: "Check done: ready to send.",
    failed: "The check that you are not a robot could not run. Sending tries it again.",
  },
  de: {
    solving: "Wir prüfen, dass Sie kein Roboter sind …",
    ready: "Prüfung fertig: bereit zum Senden.",
    failed:
      "Die Prüfung, dass Sie kein Roboter sind, konnte nicht laufen. Beim Senden wird sie wiederholt.",
  },
  fr: {
    solving: "Vérification que vous n’êtes pas un robot…",
    ready: "Vérification terminée : prêt à envoyer.",
    failed:
      "La vérification que vous n’êtes pas un robot n’a pas pu se faire. L’envoi la relancera.",
  },
  es: {
    solving: "Comprobando que no es un robot…",
    ready: "Comprobación hecha: listo para enviar.",
    failed: "No se pudo comprobar que no es un robot. Al enviar se intentará de nuevo.",
  },
  it: {
    solving: "Verifichiamo che non sei un robot…",
    ready: "Verifica completata: pronto per l’invio.",
    failed: "Non è stato possibile verificare che non sei un robot. L’invio la riproverà.",
  },
  nl: {
    solving: "We controleren dat u geen robot bent…",
    ready: "Controle klaar: klaar om te verzenden.",
    failed:
      "De controle dat u geen robot bent kon niet worden uitgevoerd. Bij verzenden wordt het opnieuw geprobeerd.",
  },
  pt: {
    solving: "A verificar que não é um robô…",
    ready: "Verificação concluída: pronto para enviar.",
    failed: "Não foi possível verificar que não é um robô. Ao enviar, será tentado de novo.",
  },
  pl: {
    solving: "Sprawdzamy, czy nie jesteś robotem…",
    ready: "Sprawdzanie zakończone: można wysłać.",
    failed: "Nie udało się sprawdzić, czy nie jesteś robotem. Wysłanie spróbuje ponownie.",
  },
  ja: {
    solving: "ロボットでないことを確認しています…",
    ready: "確認が完了しました。送信できます。",
    failed: "ロボットでないことを確認できませんでした。送信時にもう一度試します。",
  },
  ar: {
    solving: "جارٍ التحقق من أنك لست روبوتًا…",
    ready: "اكتمل التحقق: جاهز للإرسال.",
    failed: "تعذّر التحقق من أنك لست روبوتًا. ستُعاد المحاولة عند الإرسال.",
  },
};
