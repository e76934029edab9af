/** What a share link's signature is for: never valid as another kind of signed link. */
export const sharePurpose = "document-share";

/** The page the recipient opens (spec §2 `document-share`), the signed token in its query. */
export const shareLink = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, "")}/document-share?link=${encodeURIComponent(token)}`;
