import { Box, Button, Container, Stack, Text, Title } from "@mantine/core";
import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { type ReactNode, useCallback, useEffect, useId, useState } from "react";
import { messages } from "../../common/limits.js";
import { LazyPart } from "../components/deferred.js";
import { LoadFailedText } from "../components/LoadFailedText.js";
import { LoadingScreen } from "../components/LoadingScreen.js";
import { forgetFailedParts } from "../components/lazy-component.js";
import { LazyLoadFailedDialog } from "../components/lazy-load-failed-dialog.js";
import { QueryErrorAlert } from "../components/QueryErrorAlert.js";
import { useInShell } from "../components/shell/in-shell.js";
import { onReconnect } from "../data/connectivity.js";
import { useTranslation } from "../i18n/translate.js";
import { hasShownPage } from "./page-shown.js";
import { routeErrorAction } from "./route-error-action.js";

/**
 * Every route's error component: turns a route error into the spec §8 response. A page's
 * error shows inside the shell, which stays (its navigation, the offline banner).
 */
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
    // The other kinds are told to the person; this one is not, so it is at least logged.
    if (action.kind === "home") console.error(error);
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

  const retry = useCallback(() => {
    forgetFailedParts();
    reset();
    void router.invalidate();
  }, [reset, router]);

  // No answer (the connection is down): the page loads by itself once it is back.
  useEffect(() => {
    if (action.kind !== "unreachable") return;
    const stop = onReconnect(retry);
    return () => {
      stop();
    };
  }, [action.kind, retry]);

  if (action.kind === "unreachable") {
    return (
      <PageMessage title={t("errors.dialogTitle")}>
        <QueryErrorAlert what="page" onRetry={retry} />
      </PageMessage>
    );
  }
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

/**
 * A route error told under its own heading: the page's main landmark outside the shell,
 * a section of the shell's main one inside it.
 */
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
  const inShell = useInShell();
  const body = (
    <Stack role={role} aria-labelledby={titleId}>
      <Title order={1} id={titleId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
  if (inShell) return <Box component="section">{body}</Box>;
  return (
    <Container size={520} py={64} component="main">
      {body}
    </Container>
  );
}
