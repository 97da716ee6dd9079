import type { Metadata } from "next";
import type { ReactNode } from "react";
import "@formwright/fields/styles.css";
import "./globals.css";
import { htmlLanguage } from "@/features/public-form/html-language";

// Every page is rendered per request: the Content Security Policy carries a
// fresh script nonce per response (set by the server), which a prerendered
// page could not have.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: { default: "Formwright", template: "%s · Formwright" },
  description: "Self-hostable form builder",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // A public form's page is in the form's language (and direction); the rest is English.
  const { lang, dir } = await htmlLanguage();
  return (
    <html lang={lang} dir={dir}>
      <body>{children}</body>
    </html>
  );
}
