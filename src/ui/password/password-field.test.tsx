import { cleanup, render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import type { ComponentProps } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Language } from "../../../contracts/schema/language.ts";
import { createI18n } from "../../i18n/i18n.ts";
import { PasswordField } from "./password-field.tsx";

const STRONG = "Abcdef1!";

const mount = async (props: ComponentProps<typeof PasswordField> = {}, language: Language = "en") => {
  const i18n = await createI18n(language);
  const user = userEvent.setup();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <PasswordField {...props} />
    </I18nextProvider>,
  );
  const rerender = (next: ComponentProps<typeof PasswordField>) =>
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <PasswordField {...next} />
      </I18nextProvider>,
    );
  return { user, rerender };
};

const password = () => screen.getByLabelText("Password");
const confirmation = () => screen.getByLabelText("Confirm password");
const bar = () => screen.getByRole("progressbar", { name: "Password strength" });
const criteria = () =>
  within(screen.getByRole("list", { name: "Password requirements" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

afterEach(cleanup);

describe("the password field", () => {
  it("labels the password and confirmation inputs and hides what is typed", async () => {
    await mount();
    expect(password()).toHaveAttribute("type", "password");
    expect(confirmation()).toHaveAttribute("type", "password");
    expect(password()).toHaveAttribute("autocomplete", "new-password");
  });

  it("can be labelled 'New password'", async () => {
    await mount({ labelKey: "password.newLabel" });
    expect(screen.getByLabelText("New password")).toHaveAttribute("type", "password");
    expect(screen.queryByLabelText("Password")).toBeNull();
  });

  it("shows the strength bar at 0 in the warning colour before anything is typed", async () => {
    await mount();
    expect(bar()).toHaveAttribute("aria-valuenow", "0");
    expect(bar()).toHaveAttribute("aria-valuemin", "0");
    expect(bar()).toHaveAttribute("aria-valuemax", "100");
    expect(bar()).toHaveAttribute("data-colour", "warn");
    expect(bar().style.getPropertyValue("--password-strength-colour")).toBe("var(--avow-warning)");
  });

  it.each([
    ["a", "20", "warn", "var(--avow-warning)"],
    ["aA", "40", "accent", "var(--avow-accent)"],
    ["aA1!", "80", "accent", "var(--avow-accent)"],
    [STRONG, "100", "primary", "var(--avow-primary)"],
  ])("typing %s fills the bar to %s in the %s colour", async (typed, percent, colour, variable) => {
    const { user } = await mount();
    await user.type(password(), typed);
    expect(bar()).toHaveAttribute("aria-valuenow", percent);
    expect(bar()).toHaveAttribute("data-colour", colour);
    expect(bar().style.getPropertyValue("--password-strength-colour")).toBe(variable);
  });

  it("rounds the strength for the bar and the optional strength line: 5 of 6 is 83", async () => {
    const { user } = await mount({ options: { customPattern: /€/ }, showStrengthText: true });
    expect(screen.getByText("Password's strength = 0 %100")).toBeInTheDocument();
    await user.type(password(), STRONG);
    expect(bar()).toHaveAttribute("aria-valuenow", "83");
    expect(bar()).toHaveAttribute("data-colour", "primary");
    expect(screen.getByText("Password's strength = 83 %100")).toBeInTheDocument();
  });

  it("shows the strength line only when asked", async () => {
    await mount();
    expect(screen.queryByText(/Password's strength =/)).toBeNull();
  });

  it("lists the seed's criteria, each saying in words whether it is met", async () => {
    const { user } = await mount();
    expect(criteria()).toEqual([
      "✗contains at least one lower character (not met)",
      "✗contains at least one upper character (not met)",
      "✗contains at least one digit character (not met)",
      "✗contains at least one special character (not met)",
      "✗contains at least 8 characters (not met)",
    ]);
    await user.type(password(), "ab1");
    expect(criteria()).toEqual([
      "✓contains at least one lower character (met)",
      "✗contains at least one upper character (not met)",
      "✓contains at least one digit character (met)",
      "✗contains at least one special character (not met)",
      "✗contains at least 8 characters (not met)",
    ]);
  });

  it("follows the configured rules: the minimum, a custom pattern, a rule switched off", async () => {
    await mount({ options: { min: 12, customPattern: /€/, enableSpecialCharRule: false } });
    expect(criteria()).toEqual([
      "✗contains at least one lower character (not met)",
      "✗contains at least one upper character (not met)",
      "✗contains at least one digit character (not met)",
      "✗contains at least one custom character (not met)",
      "✗contains at least 12 characters (not met)",
    ]);
  });

  it("says when the password is over the maximum", async () => {
    const { user } = await mount({ options: { max: 10 } });
    await user.type(password(), "Abcdef1!xyz");
    expect(criteria()).toContain("✗contains at most 10 characters (not met)");
  });

  it("clears every criterion when the password is emptied", async () => {
    const { user } = await mount();
    await user.type(password(), STRONG);
    await user.clear(password());
    expect(bar()).toHaveAttribute("aria-valuenow", "0");
    expect(criteria().every((text) => text?.endsWith("(not met)"))).toBe(true);
  });

  it("describes the password input with the criteria", async () => {
    await mount({ showStrengthText: true });
    expect(password()).toHaveAccessibleDescription(/Password's strength = 0 %100/);
    expect(password()).toHaveAccessibleDescription(/contains at least one lower character \(not met\)/);
  });

  it("shows and hides both passwords with a keyboard-usable toggle", async () => {
    const { user } = await mount();
    await user.type(password(), STRONG);
    await user.tab();
    const toggle = screen.getByRole("button", { name: "Show password" });
    expect(toggle).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(password()).toHaveAttribute("type", "text");
    expect(confirmation()).toHaveAttribute("type", "text");
    const hide = screen.getByRole("button", { name: "Hide password" });
    await user.keyboard(" ");
    expect(password()).toHaveAttribute("type", "password");
    expect(hide).toHaveAccessibleName("Show password");
  });

  it("announces a confirmation that does not match, and withdraws it when it does", async () => {
    const { user } = await mount();
    await user.type(password(), STRONG);
    expect(screen.queryByText("Passwords do not match")).toBeNull();
    await user.type(confirmation(), "Abc");
    const message = screen.getByText("Passwords do not match");
    expect(message).toHaveAttribute("aria-live", "polite");
    expect(confirmation()).toHaveAttribute("aria-invalid", "true");
    expect(confirmation()).toHaveAccessibleDescription("Passwords do not match");
    await user.type(confirmation(), "def1!");
    expect(screen.queryByText("Passwords do not match")).toBeNull();
    expect(confirmation()).not.toHaveAttribute("aria-invalid");
  });

  it("tells the parent the password and whether it can be submitted", async () => {
    const onChange = vi.fn();
    const { user } = await mount({ onChange });
    await user.type(password(), STRONG);
    expect(onChange).toHaveBeenLastCalledWith({ password: STRONG, valid: false });
    await user.type(confirmation(), STRONG);
    expect(onChange).toHaveBeenLastCalledWith({ password: STRONG, valid: true });
    await user.type(password(), "x");
    expect(onChange).toHaveBeenLastCalledWith({ password: `${STRONG}x`, valid: false });
  });

  it("marks the password invalid and the bar warning while an external error is set", async () => {
    const { user, rerender } = await mount({ externalError: "password_reused" });
    await user.type(password(), STRONG);
    expect(password()).toHaveAttribute("aria-invalid", "true");
    expect(bar()).toHaveAttribute("data-colour", "warn");
    rerender({ externalError: null });
    expect(password()).not.toHaveAttribute("aria-invalid");
    expect(bar()).toHaveAttribute("data-colour", "primary");
    rerender({ externalError: "password_reused" });
    expect(bar()).toHaveAttribute("data-colour", "warn");
  });

  it("speaks the page's language", async () => {
    await mount({ options: { min: 10 } }, "es");
    expect(screen.getByLabelText("Contraseña")).toBeInTheDocument();
    expect(screen.getByLabelText("Confirmar contraseña")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mostrar contraseña" })).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Seguridad de la contraseña" })).toBeInTheDocument();
    expect(screen.getByText("contiene al menos 10 caracteres")).toBeInTheDocument();
  });
});
