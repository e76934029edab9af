import { Alert, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconArrowRight, IconInfoCircle, IconSignature, IconX } from "@tabler/icons-react";
import { type ReactNode, useMemo, useRef, useState } from "react";
import type { PageSize } from "../../components/viewer/PdfPage.js";
import {
  type SignatureRequestView,
  type SigningSource,
  signingDocumentUrl,
  useDecline,
  useSign,
} from "../../data/signature-requests.js";
import { useTranslation } from "../../i18n/translate.js";
import { type Adopted, AdoptSignatureDialog } from "./AdoptSignatureDialog.js";
import { DeclineDialog } from "./DeclineDialog.js";
import { FieldsLayer, type Filling, fieldDomId } from "./FieldsLayer.js";
import {
  type FieldValues,
  inReadingOrder,
  missingRequired,
  nextField,
  valuesForSending,
} from "./field-order.js";
import { SignDocument } from "./SignDocument.js";

type Props = {
  source: SigningSource;
  view: SignatureRequestView;
  /** The document's pages; the real viewer by default, a stand-in in tests. */
  renderDocument?: (overlay: (page: number, size: PageSize) => ReactNode) => ReactNode;
};

/**
 * Review & Sign, for a signed-in signer and for one outside by their e-mailed link alike (the
 * source names the endpoints): the document with the signer's fields, Start / Next field through
 * them in reading order, then adopting a signature and signing; or declining with a reason.
 */
export function SigningArea({ source, view, renderDocument }: Props) {
  const { t } = useTranslation();
  const me = view.me;
  const sign = useSign(source);
  const decline = useDecline(source);
  const [values, setValues] = useState<FieldValues>({});
  const [activeId, setActiveId] = useState<string | null>(null);
  const [adopting, setAdopting] = useState(false);
  const [declining, setDeclining] = useState(false);
  const signButton = useRef<HTMLButtonElement>(null);
  const mine = useMemo(
    () => inReadingOrder(view.fields.filter((f) => f.signerId === me?.signerId)),
    [view.fields, me?.signerId],
  );
  const missing = missingRequired(mine, values);
  const signer = view.signers.find((s) => s.signerId === me?.signerId);

  const goTo = (fieldId: string) => {
    setActiveId(fieldId);
    const box = document.getElementById(fieldDomId(fieldId));
    box?.scrollIntoView({ block: "center", inline: "nearest" });
    // A text or tick field takes the focus in its input; the others on the box itself.
    (box?.querySelector<HTMLElement>("input") ?? box)?.focus();
  };
  const next = () => {
    const field = nextField(mine, activeId);
    if (field) goTo(field.fieldId);
    else signButton.current?.focus();
  };

  // Fields take input only while the signer can sign: before their turn they read them.
  const filling: Filling | null =
    me && view.abilities.sign
      ? {
          signerId: me.signerId,
          values,
          activeId,
          onValue: (fieldId, value) => setValues((now) => ({ ...now, [fieldId]: value })),
          onFocusField: setActiveId,
          onNext: next,
        }
      : null;
  const overlay = (page: number, size: PageSize) => (
    <FieldsLayer
      page={page}
      size={size}
      fields={view.fields}
      signers={view.signers}
      filling={filling}
    />
  );

  const onSign = (adopted: Adopted) =>
    sign.mutate(
      { ...adopted, values: valuesForSending(mine, values) },
      {
        onSuccess: () => {
          setAdopting(false);
          notifications.show({ color: "green", message: t("signatures.signedNotice") });
        },
      },
    );
  const onDecline = (reason: string) =>
    decline.mutate(
      { reason },
      {
        onSuccess: () => {
          setDeclining(false);
          notifications.show({ message: t("signatures.declinedNotice") });
        },
      },
    );

  if (!me) return null;
  const atLast = activeId !== null && nextField(mine, activeId) === null;
  return (
    <Stack gap="sm">
      <Paper
        withBorder
        p="sm"
        radius="md"
        component="section"
        aria-label={t("signatures.reviewAndSign")}
      >
        <Stack gap="xs">
          {!me.yourTurn && (
            <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
              {t("signatures.notYourTurn")}
            </Alert>
          )}
          <Text size="sm">
            {mine.length === 0
              ? t("signatures.noFieldsOfYours")
              : t("signatures.yourFields", { count: mine.length })}
            {missing.length > 0 && ` ${t("signatures.requiredLeft", { count: missing.length })}`}
          </Text>
          <Group gap="sm" wrap="wrap">
            {mine.length > 0 && view.abilities.sign && (
              <Button
                variant={atLast ? "default" : "filled"}
                rightSection={<IconArrowRight size={18} aria-hidden />}
                onClick={next}
              >
                {activeId === null ? t("signatures.start") : t("signatures.nextField")}
              </Button>
            )}
            {view.abilities.sign && (
              <Button
                ref={signButton}
                variant={atLast || mine.length === 0 ? "filled" : "light"}
                leftSection={<IconSignature size={18} aria-hidden />}
                disabled={missing.length > 0}
                onClick={() => setAdopting(true)}
              >
                {t("signatures.adoptAndSign")}
              </Button>
            )}
            {view.abilities.decline && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconX size={18} aria-hidden />}
                onClick={() => setDeclining(true)}
              >
                {t("signatures.decline")}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
      {renderDocument ? (
        renderDocument(overlay)
      ) : (
        <SignDocument src={signingDocumentUrl(source)} name={view.documentName} overlay={overlay} />
      )}
      {view.abilities.sign && (
        <AdoptSignatureDialog
          opened={adopting}
          onClose={() => setAdopting(false)}
          signerName={signer?.name ?? ""}
          confirmWith={me.confirmWith}
          missing={missing.length}
          pending={sign.isPending}
          error={sign.error?.message}
          onSign={onSign}
        />
      )}
      <DeclineDialog
        opened={declining}
        onClose={() => setDeclining(false)}
        pending={decline.isPending}
        error={decline.error?.message}
        onDecline={onDecline}
      />
    </Stack>
  );
}
