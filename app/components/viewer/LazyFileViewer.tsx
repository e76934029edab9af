import { Center, Loader } from "@mantine/core";
import { LazyPart } from "../deferred.js";
import { lazyComponent } from "../lazy-component.js";
import type { FileViewerProps } from "./FileViewer.js";

// The viewer and pdf.js are fetched the first time a document is opened.
const Viewer = lazyComponent(() => import("./FileViewer.js"), "FileViewer");

/** Quorate's document viewer, fetched when first shown. */
export function LazyFileViewer(props: FileViewerProps) {
  return (
    <LazyPart
      fallback={
        <Center h={240} aria-busy="true">
          <Loader />
        </Center>
      }
    >
      <Viewer {...props} />
    </LazyPart>
  );
}
