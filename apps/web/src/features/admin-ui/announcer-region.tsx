import type { Announcement } from "./use-announcer";
import "./admin-ui.css";

/**
 * Two live regions that are always in the page (a region added together with
 * its text is often not read): a polite `status` for successes and an
 * assertive `alert` for errors. The message is shown visibly as well.
 *
 * @example
 * <AnnouncerRegion announcement={announcer.announcement} />
 */
export function AnnouncerRegion({ announcement }: { announcement: Announcement | null }) {
  const success = announcement?.kind === "success" ? announcement : null;
  const error = announcement?.kind === "error" ? announcement : null;
  return (
    <div className="fw-announcer">
      <div role="status" aria-live="polite">
        {success ? (
          <p key={success.key} className="fw-notice fw-notice--success">
            {success.text}
          </p>
        ) : null}
      </div>
      <div role="alert">
        {error ? (
          <p key={error.key} className="fw-notice fw-notice--error">
            {error.text}
          </p>
        ) : null}
      </div>
    </div>
  );
}
