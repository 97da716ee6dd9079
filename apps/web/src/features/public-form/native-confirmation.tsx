import type { ChosenEnding } from "@formwright/core";
import { EditLink } from "./edit-link";
import { EndingLink, EndingText } from "./ending-message";

/**
 * The confirmation after a form posted without scripts was stored: the
 * form's message, or the ending its answers chose (with the link on to the
 * ending's page), in the place the form was.
 */
export function NativeConfirmation({
  message,
  ending = null,
  continueTo,
  editUrl = null,
  language = "en",
}: {
  message: string;
  ending?: ChosenEnding | null;
  continueTo: (args: { host: string }) => string;
  /** On a form with `editing`: where the respondent may change the answers (issue 33 §4). */
  editUrl?: string | null;
  /** The page's language (BCP 47), for the edit link's words. */
  language?: string;
}) {
  return (
    <>
      <div className="fw-confirmation" role="status" data-testid="confirmation">
        {ending ? <EndingText ending={ending} /> : <p>{message}</p>}
      </div>
      <EndingLink ending={ending} continueTo={continueTo} />
      {editUrl && <EditLink url={editUrl} language={language} />}
    </>
  );
}
