import type { ChosenEnding } from "@formwright/core";
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
}: {
  message: string;
  ending?: ChosenEnding | null;
  continueTo: (args: { host: string }) => string;
}) {
  return (
    <>
      <div className="fw-confirmation" role="status" data-testid="confirmation">
        {ending ? <EndingText ending={ending} /> : <p>{message}</p>}
      </div>
      <EndingLink ending={ending} continueTo={continueTo} />
    </>
  );
}
