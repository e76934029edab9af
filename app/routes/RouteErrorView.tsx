import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { messages } from "../../common/limits.js";
import { LoadFailedDialog } from "../components/LoadFailedDialog.js";
import { LoadingScreen } from "../components/LoadingScreen.js";
import { hasShownPage } from "./page-shown.js";
import { routeErrorAction } from "./route-error-action.js";

/** The router's error component: turns a route error into the spec §8 response. */
export function RouteErrorView({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const { t } = useTranslation();
  const [action] = useState(() =>
    routeErrorAction(error, {
      pageShown: hasShownPage(),
      atRoot: router.state.location.pathname === "/",
    }),
  );

  useEffect(() => {
    if (action.kind !== "fatal" && action.kind !== "dialog") console.error(error);
    if (action.kind === "signIn") {
      void router.navigate({
        to: "/account/login",
        search: { returnTo: router.state.location.href },
        replace: true,
      });
    } else if (action.kind === "errorPage") {
      void router.navigate({ to: "/error", search: { code: action.code }, replace: true });
    } else if (action.kind === "home") {
      void router.navigate({ to: "/", replace: true });
    }
  }, [action, error, router]);

  const retry = () => {
    reset();
    void router.invalidate();
  };

  if (action.kind === "dialog") {
    return <LoadFailedDialog onRetry={retry} onBack={() => router.history.back()} />;
  }
  if (action.kind === "fatal") {
    return (
      <Container size={520} py={64} component="main">
        <Stack>
          <Title order={1}>{t("errors.fatalTitle")}</Title>
          <Text>{messages.failedToLoad}</Text>
          <Button onClick={() => window.location.reload()}>{t("common.tryAgain")}</Button>
        </Stack>
      </Container>
    );
  }
  return <LoadingScreen />;
}
