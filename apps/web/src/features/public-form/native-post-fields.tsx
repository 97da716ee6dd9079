import { NATIVE_INPUT } from "../../lib/native-post/native-post-names";

/**
 * The hidden inputs a post without scripts needs: the idempotency key (the
 * same on every resend of this page, so the answers are stored once), the
 * fill token and the version the page shows.
 */
export function NativePostFields(props: {
  idempotencyKey: string;
  fillToken: string | null;
  version: number | null;
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
    </>
  );
}
