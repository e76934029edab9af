// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInApp } from "../../test/render.js";
import { CommentsSection } from "./CommentsSection.js";

const texts = {
  heading: "Comments",
  none: "No comments yet.",
  add: "Add a comment",
  post: "Post comment",
  posted: "Your comment has been added.",
};

function poster(outcome: "ok" | Error) {
  const sent: string[] = [];
  return {
    sent,
    post: {
      isPending: false,
      mutate: (body: string, callbacks: { onSuccess: () => void; onError: (e: Error) => void }) => {
        sent.push(body);
        if (outcome === "ok") callbacks.onSuccess();
        else callbacks.onError(outcome);
      },
    },
  };
}

describe("comments on a between-meeting item", () => {
  it("posts the trimmed comment and clears the box; offers no box when the server says no", async () => {
    const { sent, post } = poster("ok");
    const { user, unmount } = renderInApp(
      <CommentsSection comments={[]} canComment post={post} texts={texts} />,
    );
    expect(screen.getByText("No comments yet.")).toBeTruthy();
    const box = screen.getByLabelText("Add a comment") as HTMLTextAreaElement;
    await user.type(box, "  Agreed in principle.  ");
    await user.click(screen.getByRole("button", { name: "Post comment" }));
    expect(sent).toEqual(["Agreed in principle."]);
    expect(box.value).toBe("");
    unmount();
    renderInApp(
      <CommentsSection
        comments={[
          {
            Id: "c1",
            Author: { Name: "Mele Tupou" },
            Body: "Yes",
            CreatedAt: "2026-11-25T01:00:00Z",
          },
        ]}
        canComment={false}
        post={post}
        texts={texts}
      />,
    );
    expect(screen.getByText("Yes")).toBeTruthy();
    expect(screen.queryByLabelText("Add a comment")).toBeNull();
  });

  it("shows a refusal and keeps what was typed", async () => {
    const { post } = poster(new Error("Voting has ended: comments are closed."));
    const { user } = renderInApp(
      <CommentsSection comments={[]} canComment post={post} texts={texts} />,
    );
    await user.type(screen.getByLabelText("Add a comment"), "Late thought");
    await user.click(screen.getByRole("button", { name: "Post comment" }));
    expect(await screen.findByText("Voting has ended: comments are closed.")).toBeTruthy();
    expect((screen.getByLabelText("Add a comment") as HTMLTextAreaElement).value).toBe(
      "Late thought",
    );
  });
});
