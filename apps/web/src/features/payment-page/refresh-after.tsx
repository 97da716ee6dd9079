"use client";

import { useEffect } from "react";

/**
 * Goes to `href` (the same page, one check further) after `seconds`: the
 * payment page asks again while Stripe's webhook is on its way. Without
 * scripts the page offers a link instead (a delayed `<meta refresh>` is a
 * barrier to some readers, WCAG 2.2.1).
 */
export function RefreshAfter({ href, seconds }: { href: string; seconds: number }) {
  useEffect(() => {
    const timer = setTimeout(() => window.location.replace(href), seconds * 1000);
    return () => clearTimeout(timer);
  }, [href, seconds]);
  return null;
}
