import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { type ReactNode, useEffect, useId, useState } from "react";
import { messages } from "../../common/limits.js";
import { LazyPart } from "../components/deferred.js";
import { LoadFailedText } from "../components/LoadFailedText.js";
import { LoadingScreen } from "../components/LoadingScreen.js";
import { forgetFailedParts } from "../components/lazy-component.js";
import { LazyLoadFailedDialog } from "../components/lazy-load-failed-dialog.js";
import { useTranslation } from "../i18n/translate.js";
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
    forgetFailedParts();
    reset();
    void router.invalidate();
  };

  if (action.kind === "dialog") {
    // Should the dialog still be on its way, or fail to arrive because the connection is
    // down, the same words and buttons are shown in the page instead.
    const back = () => router.history.back();
    const inPage = (
      <PageMessage title={t("errors.dialogTitle")} role="alertdialog">
        <LoadFailedText onRetry={retry} onBack={back} />
      </PageMessage>
    );
    return (
      <LazyPart fallback={inPage}>
        <LazyLoadFailedDialog onRetry={retry} onBack={back} />
      </LazyPart>
    );
  }
  if (action.kind === "fatal") {
    return (
      <PageMessage title={t("errors.fatalTitle")}>
        <Text>{messages.failedToLoad}</Text>
        <Button onClick={() => window.location.reload()}>{t("common.tryAgain")}</Button>
      </PageMessage>
    );
  }
  return <LoadingScreen />;
}

/** A route error told in the page, under its own heading. */
function PageMessage({
  title,
  role,
  children,
}: {
  title: string;
  role?: "alertdialog";
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Container size={520} py={64} component="main">
      <Stack role={role} aria-labelledby={titleId}>
        <Title order={1} id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Container>
  );
}
