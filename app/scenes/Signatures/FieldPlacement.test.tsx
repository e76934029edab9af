// @vitest-environment happy-dom
import { act, screen } from "@testing-library/react";
import { useReducer } from "react";
import { describe, expect, it } from "vitest";
import { renderInApp } from "../../test/render.js";
import { FieldPlacement } from "./FieldPlacement.js";
import { draftReducer, draftToBody, emptyDraft, type RequestDraft } from "./request-draft.js";

const start: RequestDraft = {
  ...emptyDraft,
  signers: [
    { key: "member:p1", kind: "member", personId: "p1", name: "Aroha Ngata" },
    {
      key: "external:ben@example.com",
      kind: "external",
      name: "Ben Lee",
      email: "ben@example.com",
    },
  ],
};

let latest: RequestDraft = start;

/** The editor's state as the page holds it, with two pages of 600 × 800 pixels for pages. */
function Placing() {
  const [draft, change] = useReducer(draftReducer, start);
  latest = draft;
  return (
    <FieldPlacement
      draft={draft}
      onChange={change}
      renderDocument={(overlay) =>
        [1, 2].map((page) => (
          <section key={page} data-page-number={page} style={{ position: "relative" }}>
            {overlay(page, { width: 600, height: 800 })}
          </section>
        ))
      }
    />
  );
}

const percentOf = (element: HTMLElement, side: "left" | "top") =>
  Number.parseFloat(element.style[side]) / 100;

describe("placing fields from the keyboard", () => {
  it("adds a field at the page's centre, moves it with the arrows (Shift further), and removes it with Delete", async () => {
    const { user } = renderInApp(<Placing />);
    await user.click(screen.getByRole("button", { name: "Signature" }));
    const field = screen.getByRole("button", { name: "Signature for Aroha Ngata, page 1" });
    expect(document.activeElement).toBe(field);
    const left = percentOf(field, "left");
    const top = percentOf(field, "top");
    expect(left + 0.13).toBeCloseTo(0.5, 3);

    await user.keyboard("{ArrowRight}");
    expect(percentOf(field, "left")).toBeCloseTo(left + 0.005, 4);
    await user.keyboard("{Shift>}{ArrowDown}{/Shift}");
    expect(percentOf(field, "top")).toBeCloseTo(top + 0.05, 4);

    await user.keyboard("{Delete}");
    expect(screen.queryByRole("button", { name: /^Signature for/ })).toBeNull();
    expect(latest.fields).toEqual([]);
  });

  it("keeps a field inside the page however far it is moved, and sends fractions of the page", async () => {
    const { user } = renderInApp(<Placing />);
    await user.selectOptions(screen.getByLabelText("Fields for"), "Ben Lee");
    await user.click(screen.getByRole("button", { name: "Date" }));
    await user.keyboard(
      "{Shift>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{/Shift}",
    );
    const [field] = draftToBody(latest).fields;
    expect(field).toMatchObject({ signer: 1, type: "date", page: 1, x: 0, y: 0, required: true });

    // Resized with Alt and the arrows, never past the right edge.
    await user.keyboard(`{Alt>}{Shift>}${"{ArrowRight}".repeat(30)}{/Shift}{/Alt}`);
    const [wide] = draftToBody(latest).fields;
    expect(wide?.width).toBe(1);
    expect((wide?.x ?? 1) + (wide?.width ?? 1)).toBeLessThanOrEqual(1);
  });

  it("changes a field's signer and whether it is required from its menu", async () => {
    const { user } = renderInApp(<Placing />);
    await user.click(screen.getByRole("button", { name: "Text" }));
    await user.click(
      screen.getByRole("button", { name: /^Options of the field: Text for Aroha Ngata/ }),
    );
    await user.selectOptions(screen.getByLabelText("Signer"), "Ben Lee");
    await user.click(screen.getByRole("checkbox", { name: "Required" }));
    expect(draftToBody(latest).fields).toMatchObject([
      { signer: 1, type: "text", required: false },
    ]);
    await user.click(screen.getByRole("button", { name: "Remove field" }));
    expect(latest.fields).toEqual([]);
  });

  it("puts a field on the page it is dropped on, where it is dropped", async () => {
    renderInApp(<Placing />);
    const page2 = document.querySelector<HTMLElement>('[data-page-number="2"]');
    if (!page2) throw new Error("no page 2");
    page2.getBoundingClientRect = () =>
      ({ left: 0, top: 1000, width: 600, height: 800 }) as DOMRect;
    document.elementsFromPoint = () => [page2];
    const button = screen.getByRole("button", { name: "Checkbox" });
    button.setPointerCapture = () => {};
    await act(async () => {
      button.dispatchEvent(
        new PointerEvent("pointerdown", {
          bubbles: true,
          clientX: 10,
          clientY: 10,
          button: 0,
          pointerId: 1,
        }),
      );
      button.dispatchEvent(
        new PointerEvent("pointermove", {
          bubbles: true,
          clientX: 300,
          clientY: 1200,
          pointerId: 1,
        }),
      );
      button.dispatchEvent(
        new PointerEvent("pointerup", { bubbles: true, clientX: 300, clientY: 1200, pointerId: 1 }),
      );
    });
    const [field] = latest.fields;
    expect(field).toMatchObject({ page: 2, type: "checkbox" });
    expect((field?.x ?? 0) + (field?.width ?? 0) / 2).toBeCloseTo(0.5);
    expect((field?.y ?? 0) + (field?.height ?? 0) / 2).toBeCloseTo(0.25);
  });
});
