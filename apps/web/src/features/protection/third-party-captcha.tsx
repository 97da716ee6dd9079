"use client";

import { useEffect, useRef } from "react";
import { captchaStatus, provideCaptchaToken, subscribeCaptcha } from "./captcha-answers";

/** The script and global of each third party's widget (explicit rendering). */
const PROVIDERS = {
  turnstile: {
    script: "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit",
    global: "turnstile",
  },
  hcaptcha: { script: "https://js.hcaptcha.com/1/api.js?render=explicit", global: "hcaptcha" },
} as const;

interface WidgetApi {
  render: (
    element: HTMLElement,
    options: {
      sitekey: string;
      callback: (token: string) => void;
      "expired-callback": () => void;
      "error-callback": () => void;
    },
  ) => string;
  reset: (id?: string) => void;
}

const loading = new Map<string, Promise<WidgetApi>>();

function loadWidget(provider: keyof typeof PROVIDERS): Promise<WidgetApi> {
  const { script, global } = PROVIDERS[provider];
  let promise = loading.get(provider);
  if (!promise) {
    promise = new Promise<WidgetApi>((resolve, reject) => {
      const element = document.createElement("script");
      element.src = script;
      element.async = true;
      element.onload = () => {
        const api = (window as unknown as Record<string, WidgetApi | undefined>)[global];
        if (api) resolve(api);
        else reject(new Error(`${provider} did not load`));
      };
      element.onerror = () => reject(new Error(`${provider} did not load`));
      document.head.append(element);
    });
    loading.set(provider, promise);
  }
  return promise;
}

/**
 * A third party's CAPTCHA widget (the owner chose it: `"turnstile"` or
 * `"hcaptcha"`), rendered with the site key the challenge route gives. Its
 * token goes to the next send; when the server refuses one (used, expired),
 * the widget is reset for a new one.
 */
export function ThirdPartyCaptcha({
  slug,
  provider,
}: {
  slug: string;
  provider: keyof typeof PROVIDERS;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let widgetId: string | undefined;
    let api: WidgetApi | undefined;
    let isCurrent = true;
    let wasReady = false;
    const unsubscribe = subscribeCaptcha(slug, () => {
      const status = captchaStatus(slug);
      // A new answer was asked for after one was ready: the widget gives a new token.
      if (status === "solving" && wasReady) api?.reset(widgetId);
      wasReady = status === "ready";
    });
    void (async () => {
      const response = await fetch(`/api/forms/${encodeURIComponent(slug)}/challenge`, {
        cache: "no-store",
        credentials: "omit",
      });
      const { siteKey } = (await response.json()) as { siteKey?: string };
      api = await loadWidget(provider);
      if (!isCurrent || !ref.current || !siteKey) return;
      widgetId = api.render(ref.current, {
        sitekey: siteKey,
        callback: (token) => provideCaptchaToken(slug, token),
        "expired-callback": () => provideCaptchaToken(slug, null),
        "error-callback": () => provideCaptchaToken(slug, null),
      });
    })().catch(() => {});
    return () => {
      isCurrent = false;
      unsubscribe();
    };
  }, [slug, provider]);
  return <div ref={ref} className="fw-captcha__widget" />;
}
