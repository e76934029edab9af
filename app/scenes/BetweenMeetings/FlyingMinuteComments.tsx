import { type FlyingMinuteView, useCommentOnFlyingMinute } from "../../data/between-meetings.js";
import { useTranslation } from "../../i18n/translate.js";
import { CommentsSection } from "./CommentsSection.js";

/** The flying minute's comments; added while it is discussed or voted on. */
export function FlyingMinuteComments({ fm }: { fm: FlyingMinuteView }) {
  const { t } = useTranslation();
  const post = useCommentOnFlyingMinute(fm.flyingMinuteId);
  return (
    <CommentsSection
      comments={fm.Comments}
      canComment={fm.Abilities.comment}
      timeZone={fm.TimeZone}
      post={post}
      texts={{
        heading: t("flyingMinute.comments"),
        none: t("flyingMinute.noComments"),
        add: t("flyingMinute.addComment"),
        post: t("flyingMinute.postComment"),
        posted: t("flyingMinute.commentPosted"),
      }}
    />
  );
}
