import { NATIVE_INPUT } from "../../lib/native-post/native-post-names";

/**
 * The hidden inputs a post without scripts needs: the idempotency key (the
 * same on every resend of this page, so the answers are stored once), the
 * fill token, the version the page shows, and the resume link's token of a
 * resumed form (so the submission ends that draft).
 */
export function NativePostFields(props: {
  idempotencyKey: string;
  fillToken: string | null;
  version: number | null;
  resumeToken: string | null;
  language?: string | null;
}) {
  return (
    <>
      <input type="hidden" name={NATIVE_INPUT.idempotencyKey} value={props.idempotencyKey} />
      {props.fillToken ? (
        <input type="hidden" name={NATIVE_INPUT.fillToken} value={props.fillToken} />
      ) : null}
      {props.version !== null ? (
        <input type="hidden" name={NATIVE_INPUT.version} value={props.version} />
      ) : null}
      {props.language ? (
        <input type="hidden" name={NATIVE_INPUT.language} value={props.language} />
      ) : null}
      {props.resumeToken ? (
        <input type="hidden" name={NATIVE_INPUT.resumeToken} value={props.resumeToken} />
      ) : null}
    </>
  );
}
