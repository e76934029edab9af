import { Alert, Button, type ButtonProps, Group, Stack, Text } from "@mantine/core";
import { IconHourglass } from "@tabler/icons-react";
import { createLink } from "@tanstack/react-router";
import type { AnchorHTMLAttributes, Ref } from "react";
import type { HomeTrial } from "../../../common/contracts/home.js";
import type { OrganisationSummary } from "../../../common/contracts/me.js";
import { useTranslation } from "../../i18n/translate.js";
import { buyNowRoute } from "./home-display.js";

type ButtonAnchorProps = ButtonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof ButtonProps> & {
    ref?: Ref<HTMLAnchorElement>;
  };

/** Buy Now navigates, so it is a link that looks like a button. */
function ButtonAnchor(props: ButtonAnchorProps) {
  return <Button component="a" {...props} />;
}
const ButtonLink = createLink(ButtonAnchor);

type Props = { trials: HomeTrial[]; organisations: OrganisationSummary[] };

/** Spec §4: each free trial's days left; Buy Now only where the server says (account owner, dated trial). */
export function TrialBanners({ trials, organisations }: Props) {
  const { t } = useTranslation();
  if (trials.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-label={t("home.trialsLabel")}>
      {trials.map((trial) => {
        const newPage =
          organisations.find((o) => o.Id === trial.OrganisationId)?.featureFlags
            .newSubscriptionPage ?? false;
        return (
          <Alert
            key={trial.OrganisationId}
            color="indigo"
            icon={<IconHourglass aria-hidden />}
            title={trial.OrganisationName}
          >
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Text>{t("common.freeTrialDaysLeft", { count: trial.DaysLeft })}</Text>
              {trial.ShowBuyNow && (
                <ButtonLink
                  to={buyNowRoute(newPage)}
                  params={{ orgId: trial.OrganisationId }}
                  aria-label={t("home.buyNowFor", { name: trial.OrganisationName })}
                >
                  {t("home.buyNow")}
                </ButtonLink>
              )}
            </Group>
          </Alert>
        );
      })}
    </Stack>
  );
}
