"use client";

import Link from "next/link";
import { AnnouncerRegion } from "../admin-ui/announcer-region";
import { useAnnouncer } from "../admin-ui/use-announcer";
import { EmailSection } from "./email-section";
import { FeedSection } from "./feed-section";
import { INTEGRATIONS_TITLE } from "./integrations-title";
import { WebhooksSection } from "./webhooks-section";
import "../users/users.css";
import "./integrations.css";

/**
 * `/admin/forms/<id>/integrations` for editors and owners, "Webhooks and
 * email" as the editor links to it: the form's webhooks and email
 * notifications, each with its delivery log, and its spreadsheet feed links.
 *
 * @example
 * <IntegrationsPage form={{ id, title }} />
 */
export function IntegrationsPage({ form }: { form: { id: string; title: string } }) {
  const announcer = useAnnouncer();
  return (
    <div className="fw-integrations" {...announcer.actionScope}>
      <nav aria-label="Breadcrumb" className="fw-breadcrumb">
        <Link href="/admin">Forms</Link> <span aria-hidden="true">›</span>{" "}
        <Link href={`/admin/forms/${form.id}`}>{form.title}</Link> <span aria-hidden="true">›</span>{" "}
        <span aria-current="page">{INTEGRATIONS_TITLE}</span>
      </nav>
      <h1>
        {INTEGRATIONS_TITLE}: {form.title}
      </h1>
      <AnnouncerRegion announcement={announcer.announcement} />
      <WebhooksSection formId={form.id} announce={announcer.announce} />
      <EmailSection formId={form.id} announce={announcer.announce} />
      <FeedSection formId={form.id} announce={announcer.announce} />
    </div>
  );
}
