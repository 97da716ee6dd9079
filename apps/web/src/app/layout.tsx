import type { Metadata } from "next";
import type { ReactNode } from "react";
import "@formwright/fields/styles.css";
import "./globals.css";

// Every page is rendered per request: the Content Security Policy carries a
// fresh script nonce per response (set by the server), which a prerendered
// page could not have.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: { default: "Formwright", template: "%s · Formwright" },
  description: "Self-hostable form builder",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
