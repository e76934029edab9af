// @vitest-environment happy-dom

import { IconPencil, IconTrash } from "@tabler/icons-react";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderInApp } from "../test/render.js";
import { RowActionsMenu } from "./RowActionsMenu.js";

describe("a row's actions menu", () => {
  it("opens from its named button by keyboard, offers the row's actions and runs the one chosen", async () => {
    const edit = vi.fn();
    const remove = vi.fn();
    const { user } = renderInApp(
      <RowActionsMenu
        label="Actions for Boardroom"
        actions={[
          { label: "Edit", icon: IconPencil, onClick: edit },
          false,
          { label: "Delete", icon: IconTrash, onClick: remove, danger: true },
        ]}
      />,
    );
    screen.getByRole("button", { name: "Actions for Boardroom" }).focus();
    await user.keyboard("{Enter}");

    const items = await screen.findAllByRole("menuitem");
    expect(items.map((i) => i.textContent)).toEqual(["Edit", "Delete"]);

    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    expect(remove).toHaveBeenCalledOnce();
    expect(edit).not.toHaveBeenCalled();
  });
});
