/**
 * The confirmation after a form posted without scripts was stored: the
 * form's message, in the place the form was.
 */
export function NativeConfirmation({ message }: { message: string }) {
  return (
    <div className="fw-confirmation" role="status" data-testid="confirmation">
      <p>{message}</p>
    </div>
  );
}
