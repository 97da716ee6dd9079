import type { Metadata } from "next";

export const metadata: Metadata = { title: "Bare page" };

/**
 * A page with static text and no component of its own: what Next.js and
 * React cost on every page of this app. The bundle benchmark and the CI
 * bundle check (scripts/check-bundle-budget.mjs) weigh `/f/<slug>` against it.
 */
export default function BarePage() {
  return (
    <main>
      <h1>Bare page</h1>
      <p>The reference for first-load JavaScript: Next.js and React, nothing else.</p>
    </main>
  );
}
