// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderInApp } from "../../test/render.js";
import { MessageInput } from "./MessageInput.js";

function renderInput(props: { canSend?: boolean; busy?: boolean } = {}) {
  const onSend = vi.fn();
  const rendered = renderInApp(
    <MessageInput
      canSend={props.canSend ?? true}
      busy={props.busy ?? false}
      onSend={onSend}
      organisationName={null}
    />,
  );
  const box = screen.getByRole("textbox", { name: "Your question" });
  const send = screen.getByRole("button", { name: "Send" });
  return { ...rendered, onSend, box, send };
}

describe("the assistant's question box", () => {
  it("sends on Enter without the blank space around it, and empties the box", async () => {
    const { user, onSend, box } = renderInput();
    await user.type(box, "  When is the next meeting?  {Enter}");
    expect(onSend).toHaveBeenCalledExactlyOnceWith("When is the next meeting?");
    expect(box).toHaveProperty("value", "");
  });

  it("starts a new line on Shift+Enter and sends both lines with the button", async () => {
    const { user, onSend, box, send } = renderInput();
    await user.type(box, "First line{Shift>}{Enter}{/Shift}second line");
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveProperty("value", "First line\nsecond line");
    await user.click(send);
    expect(onSend).toHaveBeenCalledExactlyOnceWith("First line\nsecond line");
  });

  it("sends nothing while the box is empty or only blank", async () => {
    const { user, onSend, box, send } = renderInput();
    expect(send).toHaveProperty("disabled", true);
    await user.type(box, "   {Enter}");
    expect(onSend).not.toHaveBeenCalled();
    expect(send).toHaveProperty("disabled", true);
  });

  it("unconnected: Enter still asks (the chat says why it cannot send) and the words stay", async () => {
    const { user, onSend, box, send } = renderInput({ canSend: false });
    await user.type(box, "Who moved the budget?");
    expect(send).toHaveProperty("disabled", true);
    await user.keyboard("{Enter}");
    expect(onSend).toHaveBeenCalledExactlyOnceWith("Who moved the budget?");
    expect(box).toHaveProperty("value", "Who moved the budget?");
  });

  it("waits while an answer is coming", async () => {
    const { user, onSend, box } = renderInput({ busy: true });
    await user.type(box, "And the one after?{Enter}");
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveProperty("value", "And the one after?");
  });

  it("counts characters near the limit and takes no more than 1,000", async () => {
    const { box } = renderInput();
    expect(screen.queryByText(/characters$/)).toBeNull();
    fireEvent.change(box, { target: { value: "a".repeat(950) } });
    expect(screen.getByText("950 of 1000 characters")).toBeTruthy();
    expect(box).toHaveProperty("maxLength", 1000);
  });
});
