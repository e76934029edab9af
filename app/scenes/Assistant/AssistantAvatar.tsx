import { Avatar, ThemeIcon } from "@mantine/core";
import { IconSparkles } from "@tabler/icons-react";
import type { MeResponse } from "../../../common/contracts/me.js";

/** Spec §9: the assistant avatar is 6 units (of 4 px). */
const avatarSize = "1.5rem";

/** The small round primary-coloured assistant icon (spec §2, 6 units). */
export function AssistantIcon() {
  return (
    <ThemeIcon radius="xl" size={avatarSize} aria-hidden>
      <IconSparkles size={14} />
    </ThemeIcon>
  );
}

/** The asker's profile picture, or their initials until they add one. */
export function PersonAvatar({ person }: { person: MeResponse["person"] }) {
  return (
    <Avatar
      src={person.HasPicture ? "/api/me/picture" : null}
      name={person.FullName}
      color="indigo"
      radius="xl"
      size={avatarSize}
      aria-hidden
    />
  );
}
