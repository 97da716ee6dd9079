"use client";

import { ShownOnceNotice } from "../admin-ui/shown-once-notice";

/** Props of {@link NewApiKeyNotice}. */
export interface NewApiKeyNoticeProps {
  name: string;
  /** The secret, which the API returns this once. */
  secret: string;
  onDone: () => void;
}

/**
 * The key just created, shown once (see {@link ShownOnceNotice}).
 *
 * @example
 * <NewApiKeyNotice name="CI" secret="fwk_..." onDone={() => setShown(null)} />
 */
export function NewApiKeyNotice({ name, secret, onDone }: NewApiKeyNoticeProps) {
  return (
    <ShownOnceNotice
      heading={`API key “${name}” created`}
      warning="Copy this key now: it will not be shown again."
      label="New API key"
      value={secret}
      doneLabel="Done, hide the key"
      onDone={onDone}
      testId="new-api-key"
    >
      <p>
        Send it as <code>Authorization: Bearer &lt;key&gt;</code> to <code>/api/graphql</code>.
      </p>
    </ShownOnceNotice>
  );
}
