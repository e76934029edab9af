import { Alert, Modal, SegmentedControl, Select, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { FormButtons } from "../../components/forms/FormButtons.js";
import {
  type ChangeSignerInput,
  type SignatureRequestView,
  type SignerView,
  useChangeSigner,
  usePossibleSigners,
} from "../../data/signature-requests.js";
import { useTranslation } from "../../i18n/translate.js";

type Props = {
  view: SignatureRequestView;
  /** The signer being replaced; null closes the dialog. */
  signer: SignerView | null;
  onClose: () => void;
};

/** Someone else signs in a signer's place: a member who can read the document, or someone outside. */
export function ChangeSignerDialog({ view, signer, onClose }: Props) {
  const { t } = useTranslation();
  const change = useChangeSigner(view.signatureRequestId);
  const people = usePossibleSigners(view.documentVersionId, signer !== null);
  const [kind, setKind] = useState<"member" | "external">("member");
  const [personId, setPersonId] = useState<string | null>(null);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");

  const body: ChangeSignerInput | null =
    kind === "member"
      ? personId
        ? { personId }
        : null
      : name.trim() && email.trim()
        ? { name: name.trim(), email: email.trim() }
        : null;

  const close = () => {
    change.reset();
    onClose();
  };

  return (
    <Modal
      opened={signer !== null}
      onClose={close}
      title={t("signatures.changeSignerTitle", { name: signer?.name ?? "" })}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!signer || !body) return;
          change.mutate(
            { signerId: signer.signerId, signer: body },
            {
              onSuccess: () => {
                close();
                notifications.show({ color: "green", message: t("signatures.signerChanged") });
              },
            },
          );
        }}
      >
        <Stack gap="md">
          <SegmentedControl
            value={kind}
            onChange={(value) => setKind(value === "external" ? "external" : "member")}
            data={[
              { value: "member", label: t("signatures.aMember") },
              { value: "external", label: t("signatures.someoneOutside") },
            ]}
          />
          {kind === "member" ? (
            <Select
              label={t("signatures.chooseMember")}
              searchable
              data={(people.data?.people ?? []).map((p) => ({
                value: p.personId,
                label: `${p.name} (${p.email})`,
              }))}
              value={personId}
              onChange={setPersonId}
              nothingFoundMessage={t("signatures.noMemberFound")}
              error={people.error?.message}
            />
          ) : (
            <>
              <TextInput
                label={t("signatures.externalName")}
                value={name}
                maxLength={200}
                onChange={(event) => setName(event.currentTarget.value)}
              />
              <TextInput
                label={t("signatures.externalEmail")}
                type="email"
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
              />
            </>
          )}
          {change.error && (
            <Alert color="red" role="alert">
              {change.error.message}
            </Alert>
          )}
          <FormButtons
            submitLabel={t("signatures.changeSigner")}
            pending={change.isPending}
            disabled={!body}
            onCancel={close}
          />
        </Stack>
      </form>
    </Modal>
  );
}
