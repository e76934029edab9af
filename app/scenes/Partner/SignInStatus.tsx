import { Group, Text } from "@mantine/core";
import { IconCircleCheck, IconCircleMinus } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/translate.js";

/** Whether the person has an account to sign in with, in words beside the icon. */
export function SignInStatus({ canLogin }: { canLogin: boolean }) {
  const { t } = useTranslation();
  const Icon = canLogin ? IconCircleCheck : IconCircleMinus;
  return (
    <Group gap={6} wrap="nowrap">
      <Text span c={canLogin ? "green.9" : "dimmed"} lh={0}>
        <Icon size={18} aria-hidden />
      </Text>
      <Text span inherit>
        {canLogin ? t("partner.canSignIn") : t("partner.cannotSignIn")}
      </Text>
    </Group>
  );
}
