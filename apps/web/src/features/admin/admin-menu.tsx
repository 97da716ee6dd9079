"use client";

import { usePathname } from "next/navigation";
import { type ReactNode, useId, useRef, useState } from "react";
import { useHydrated } from "../../lib/use-hydrated";

/**
 * The admin header's navigation and account, behind a "Menu" button on a
 * narrow screen (admin.css): a disclosure, the button's `aria-expanded`
 * saying whether the panel it controls is shown. On a wide screen the button
 * is hidden and the panel always shown. Without scripts the panel is always
 * shown too (the button needs them). The menu closes when another admin page
 * opens, and on Escape, which returns focus to the button.
 *
 * @example
 * <AdminMenu><nav aria-label="Admin">…</nav></AdminMenu>
 */
export function AdminMenu({ children }: { children: ReactNode }) {
  // Null outside Next's router (a component test): one page then.
  const pathname = usePathname() ?? "";
  const isHydrated = useHydrated();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The page the menu was opened on: it is open only while that page shows.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn !== null && openOn === pathname;
  return (
    <div className="fw-admin-menu" data-open={isOpen ? "" : undefined}>
      <button
        ref={buttonRef}
        type="button"
        className="fw-button fw-button--secondary fw-admin-menu__button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        // Until React runs, a click would do nothing: the button says so.
        disabled={!isHydrated}
        onClick={() => setOpenOn(isOpen ? null : pathname)}
      >
        Menu
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape from anywhere in the open menu closes it, as a disclosure's panel may */}
      <div
        id={panelId}
        className="fw-admin-menu__panel"
        onKeyDown={(event) => {
          if (event.key !== "Escape" || !isOpen) return;
          setOpenOn(null);
          buttonRef.current?.focus();
        }}
      >
        {children}
      </div>
    </div>
  );
}
