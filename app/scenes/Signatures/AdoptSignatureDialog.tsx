import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
  TextInput,
} from "@mantine/core";
import { IconPencil, IconSignature, IconTypography, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import type { AdoptedSignature } from "../../../common/contracts/signature-requests.js";
import { PasswordField } from "../../components/forms/PasswordField.js";
import type { SignatureRequestView } from "../../data/signature-requests.js";
import { useTranslation } from "../../i18n/translate.js";
import { DrawSignature } from "./DrawSignature.js";
import classes from "./Signatures.module.css";
import { UploadSignature } from "./UploadSignature.js";

type ConfirmWith = NonNullable<SignatureRequestView["me"]>["confirmWith"];

export type Adopted = { signature: AdoptedSignature; password?: string; code?: string };

type Props = {
  opened: boolean;
  onClose: () => void;
  signerName: string;
  confirmWith: ConfirmWith;
  /** Required fields still empty: Sign waits for them. */
  missing: number;
  pending: boolean;
  error: string | undefined;
  onSign: (adopted: Adopted) => void;
};

type Tab = "typed" | "drawn" | "image";

/** The signature of the tab shown, or null while that tab has none yet. */
function adopted(
  tab: Tab,
  typed: string,
  drawn: string | null,
  image: string | null,
): AdoptedSignature | null {
  if (tab === "typed") return typed.trim() ? { type: "typed", text: typed.trim() } : null;
  if (tab === "drawn") return drawn ? { type: "drawn", imageDataUrl: drawn } : null;
  return image ? { type: "image", imageDataUrl: image } : null;
}

/**
 * Adopting a signature (typed in a script face, drawn, or a picture) and signing with it; the
 * password (or an authenticator code) when the organisation asks signers to confirm it is them.
 */
export function AdoptSignatureDialog(props: Props) {
  const { t } = useTranslation();
  const { signerName, confirmWith, missing, pending, error, onSign } = props;
  const [tab, setTab] = useState<Tab>("typed");
  const [typed, setTyped] = useState(signerName);
  const [drawn, setDrawn] = useState<string | null>(null);
  const [image, setImage] = useState<string | null>(null);
  const [confirmBy, setConfirmBy] = useState<"password" | "code">("password");
  const [secret, setSecret] = useState("");

  const signature = adopted(tab, typed, drawn, image);
  const needsSecret = confirmWith !== "none";
  const ready = signature !== null && missing === 0 && (!needsSecret || secret.trim() !== "");

  const sign = () => {
    if (!signature || !ready) return;
    const confirm = !needsSecret
      ? {}
      : confirmBy === "code" && confirmWith === "passwordOrCode"
        ? { code: secret.trim() }
        : { password: secret };
    onSign({ signature, ...confirm });
  };

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("signatures.adoptTitle")}
      size="lg"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          sign();
        }}
      >
        <Stack gap="md">
          <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? "typed")}>
            <Tabs.List>
              <Tabs.Tab value="typed" leftSection={<IconTypography size={16} aria-hidden />}>
                {t("signatures.tabType")}
              </Tabs.Tab>
              <Tabs.Tab value="drawn" leftSection={<IconPencil size={16} aria-hidden />}>
                {t("signatures.tabDraw")}
              </Tabs.Tab>
              <Tabs.Tab value="image" leftSection={<IconUpload size={16} aria-hidden />}>
                {t("signatures.tabUpload")}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="typed" pt="md">
              <Stack gap="sm">
                <TextInput
                  label={t("signatures.typeName")}
                  value={typed}
                  maxLength={100}
                  onChange={(event) => setTyped(event.currentTarget.value)}
                />
                <Text
                  className={classes.script}
                  aria-label={t("signatures.typedPreview")}
                  role="img"
                >
                  {typed}
                </Text>
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="drawn" pt="md">
              <DrawSignature onChange={setDrawn} />
            </Tabs.Panel>
            <Tabs.Panel value="image" pt="md">
              <UploadSignature dataUrl={image} onChange={setImage} />
            </Tabs.Panel>
          </Tabs>
          {needsSecret && (
            <Stack gap="xs">
              <Text size="sm">{t("signatures.confirmText")}</Text>
              {confirmWith === "passwordOrCode" && (
                <SegmentedControl
                  value={confirmBy}
                  onChange={(value) => {
                    setConfirmBy(value === "code" ? "code" : "password");
                    setSecret("");
                  }}
                  data={[
                    { value: "password", label: t("signatures.byPassword") },
                    { value: "code", label: t("signatures.byCode") },
                  ]}
                />
              )}
              {confirmBy === "code" && confirmWith === "passwordOrCode" ? (
                <TextInput
                  label={t("signatures.code")}
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  maxLength={40}
                  value={secret}
                  onChange={(event) => setSecret(event.currentTarget.value)}
                />
              ) : (
                <PasswordField
                  label={t("signatures.password")}
                  autoComplete="current-password"
                  value={secret}
                  onChange={(event) => setSecret(event.currentTarget.value)}
                />
              )}
            </Stack>
          )}
          {missing > 0 && (
            <Alert color="yellow" role="status">
              {t("signatures.requiredMissing", { count: missing })}
            </Alert>
          )}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Text size="sm" c="dimmed">
            {t("signatures.agreement")}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t("common.cancel")}
            </Button>
            <Button
              type="submit"
              disabled={!ready}
              loading={pending}
              leftSection={<IconSignature size={18} aria-hidden />}
            >
              {t("signatures.sign")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
