// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { loadWidgetCatalogue } from "@formwright/core";
import { englishFieldMessages, FieldMessagesProvider } from "@formwright/fields";
import { type ReactNode, Suspense } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import { emailVerificationsOf } from "../../public-form/email-verifications";
import { VerifyEmail } from "./verify-email";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { "content-type": "application/graphql-response+json" },
  });
}

function sent(call: unknown[] | undefined): { query: string; variables: Record<string, unknown> } {
  return JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));
}

function Form({ children, onSubmit }: { children: ReactNode; onSubmit: () => void }) {
  const form = useForm({ defaultValues: { email: "" } });
  return (
    <FormProvider {...form}>
      <form
        action="/f/signup"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <label>
          Email
          <input {...form.register("email")} />
        </label>
        {children}
      </form>
    </FormProvider>
  );
}

describe("the verified email code step", () => {
  it("asks for the address first, mails the code, refuses a wrong one and keeps the token of the right one, by keyboard", async () => {
    const user = userEvent.setup();
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json({ data: { requestEmailCode: true } }))
      .mockResolvedValueOnce(
        json({
          data: null,
          errors: [
            {
              message: "That code is not right: 4 tries left",
              extensions: { code: "BAD_USER_INPUT", reason: "EMAIL_CODE_WRONG" },
            },
          ],
        }),
      )
      .mockResolvedValueOnce(
        json({ data: { verifyEmailCode: { token: "tok-1", email: "ada@example.com" } } }),
      );
    vi.stubGlobal("fetch", fetch);
    const submitted = vi.fn();
    render(
      <Form onSubmit={submitted}>
        <VerifyEmail name="email" label="Email" />
      </Form>,
    );
    expect(screen.getByRole("group", { name: "Confirm Email" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(screen.getByRole("alert").textContent).toBe("Type your address in “Email” first.");
    expect(fetch).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Email"), " Ada@Example.com");
    screen.getByRole("button", { name: "Send code" }).focus();
    await user.keyboard("{Enter}");
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(sent(fetch.mock.calls[0]).variables).toEqual({
      slug: "signup",
      field: "email",
      email: "ada@example.com",
    });
    expect(screen.getByRole("status").textContent).toBe(
      "We sent a 6-digit code to ada@example.com. It works for 10 minutes. Type it below.",
    );
    const box = screen.getByLabelText("Code from the email");
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(document.activeElement).toBe(box);

    // Enter checks the code: it never sends the form.
    await user.keyboard("111111{Enter}");
    expect(submitted).not.toHaveBeenCalled();
    expect(await screen.findByText("That code is not right: 4 tries left")).toBeTruthy();
    expect(box.getAttribute("aria-invalid")).toBe("true");

    // The wrong code is selected: typing the next one replaces it.
    expect([
      (box as HTMLInputElement).selectionStart,
      (box as HTMLInputElement).selectionEnd,
    ]).toEqual([0, 6]);
    await user.keyboard("123456{Enter}");
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(sent(fetch.mock.calls[2]).variables).toEqual({
      slug: "signup",
      field: "email",
      email: "ada@example.com",
      code: "123456",
    });
    expect((await screen.findByRole("status")).textContent).toBe("✓ ada@example.com is confirmed.");
    expect(emailVerificationsOf("signup")).toEqual(["tok-1"]);
    expect(submitted).not.toHaveBeenCalled();

    // Another address asks again.
    await user.type(screen.getByLabelText("Email"), "x");
    expect(screen.getByRole("button", { name: "Send code" })).toBeTruthy();
  });

  it("speaks the form's language: a German form asks for the code in German", async () => {
    const user = userEvent.setup();
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(json({ data: { requestEmailCode: true } })));
    // The German texts are a chunk of their own: loaded before, as the page's language is.
    await loadWidgetCatalogue("de");
    await act(async () => {
      render(
        <FieldMessagesProvider messages={{ ...englishFieldMessages, language: "de" }}>
          <Suspense fallback={null}>
            <Form onSubmit={() => {}}>
              <VerifyEmail name="email" label="E-Mail" />
            </Form>
          </Suspense>
        </FieldMessagesProvider>,
      );
    });
    expect(await screen.findByRole("group", { name: "E-Mail bestätigen" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Code senden" }));
    expect(screen.getByRole("alert").textContent).toBe(
      "Geben Sie zuerst Ihre Adresse in „E-Mail“ ein.",
    );
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Code senden" }));
    expect((await screen.findByLabelText("Code aus der E-Mail")).tagName).toBe("INPUT");
    expect(screen.getByRole("status").textContent).toContain("ada@example.com");
    expect(screen.getByRole("button", { name: "Neuen Code senden" })).toBeTruthy();
  });
});
