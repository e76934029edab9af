import { Input, Skeleton } from "@mantine/core";
import { Suspense } from "react";
import { lazyComponent } from "../lazy-component.js";
import type { RichTextEditorProps } from "./RichTextEditor.js";

const Editor = lazyComponent(() => import("./RichTextEditor.js"), "RichTextEditor");

/** The rich-text editor, fetched the first time one is shown (it is large; the shell stays small). */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <Input.Wrapper label={props.label} withAsterisk={props.required}>
          <Skeleton height={(props.minHeight ?? 120) + 40} mt={4} aria-busy="true" />
        </Input.Wrapper>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}
