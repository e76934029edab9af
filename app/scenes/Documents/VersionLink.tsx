import type { ReactNode } from "react";
import { AnchorLink } from "../../components/router-links.js";
import { documentAddress, folderSearch } from "../../data/documents/library-paths.js";

type Props = {
  orgId: string;
  documentVersionId: string;
  /** The document's folder, so Back from the viewer returns to it. */
  folderId: string | null;
  /** The server's word: does this version open for the person (false: named, not linked). */
  opens: boolean;
  children: ReactNode;
};

/** Opens one version in the viewer, at its `;doc=` address (its own, for Back and new tabs). */
export function VersionLink({ orgId, documentVersionId, folderId, opens, children }: Props) {
  if (!opens) return children;
  return (
    <AnchorLink
      to="/governance-documents/$orgId"
      params={{ orgId: documentAddress(orgId, documentVersionId) }}
      search={folderSearch(folderId)}
    >
      {children}
    </AnchorLink>
  );
}
