import { describe, expect, it } from "vitest";
import { isPlainClick, linkKind } from "./link-kind.ts";

describe("linkKind", () => {
  it.each([
    ["/privacy", "internal"],
    ["/blog/why-consistency-matters#top", "internal"],
    ["https://example.org/a", "external"],
    ["HTTP://example.org", "external"],
    ["//example.org", "external"],
    ["mailto:someone@example.org", "plain"],
    ["#section", "plain"],
    ["", "plain"],
  ] as const)("%s is %s", (href, kind) => expect(linkKind(href)).toBe(kind));
});

describe("isPlainClick", () => {
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
  it("takes a plain left click", () => expect(isPlainClick(click)).toBe(true));
  it.each(["metaKey", "ctrlKey", "shiftKey", "altKey"] as const)(
    "leaves a click with %s to the browser",
    (key) => expect(isPlainClick({ ...click, [key]: true })).toBe(false),
  );
  it("leaves the middle button to the browser", () =>
    expect(isPlainClick({ ...click, button: 1 })).toBe(false));
});
