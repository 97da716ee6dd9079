"use client";

import { ShownOnceNotice } from "../admin-ui/shown-once-notice";

/**
 * The recovery codes just made, shown once (see {@link ShownOnceNotice}):
 * listed to read or write down, and all together in the box to copy.
 *
 * @example
 * <RecoveryCodesNotice codes={codes} onDone={() => setCodes(null)} />
 */
export function RecoveryCodesNotice({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <ShownOnceNotice
      heading="Two-factor sign-in is on: save your recovery codes"
      warning={`Keep these ${codes.length} recovery codes somewhere safe (a password manager, or on paper): if you lose your phone, each one signs you in once instead of a code. They will not be shown again.`}
      label="Recovery codes, to copy"
      value={codes.join(" ")}
      doneLabel="I have saved my recovery codes"
      onDone={onDone}
      testId="recovery-codes"
    >
      <ol className="fw-recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
    </ShownOnceNotice>
  );
}
