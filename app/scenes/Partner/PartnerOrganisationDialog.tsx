import { Badge, DataList, Modal, Skeleton, Stack, Table, Text } from "@mantine/core";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import { usePartnerOrganisation } from "../../data/partner.js";
import { useTranslation } from "../../i18n/translate.js";
import { OrganisationStatus } from "./OrganisationStatus.js";

/** An organisation as support staff may see it: its outline and its people, read-only. */
export function PartnerOrganisationDialog({
  orgId,
  onClose,
}: {
  orgId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const org = usePartnerOrganisation(orgId);
  return (
    <Modal
      opened={orgId !== null}
      onClose={onClose}
      size="lg"
      title={org.data?.Name ?? t("partner.organisation")}
    >
      {org.isPending && <Skeleton height={120} aria-label={t("common.loading")} />}
      {org.isError && <QueryErrorAlert what="organisation" onRetry={() => void org.refetch()} />}
      {org.data && (
        <Stack>
          <Text size="sm" c="dimmed">
            {t("partner.readOnly")}
          </Text>
          <DataList>
            <DataList.Item>
              <DataList.ItemLabel>{t("partner.shortName")}</DataList.ItemLabel>
              <DataList.ItemValue>{org.data.ShortName}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("partner.status")}</DataList.ItemLabel>
              <DataList.ItemValue>
                <OrganisationStatus status={org.data.Status} />
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("partner.country")}</DataList.ItemLabel>
              <DataList.ItemValue>{org.data.Country}</DataList.ItemValue>
            </DataList.Item>
          </DataList>
          <Table.ScrollContainer minWidth={420}>
            <Table striped captionSide="top">
              <Table.Caption>
                {t("partner.membersCount", { count: org.data.Members.length })}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("partner.name")}</Table.Th>
                  <Table.Th>{t("partner.role")}</Table.Th>
                  <Table.Th>{t("partner.signIn")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {org.data.Members.map((m) => (
                  <Table.Tr key={m.PersonId}>
                    <Table.Td>
                      {m.FullName}
                      {m.Email && (
                        <Text size="xs" c="dimmed">
                          {m.Email}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{m.Role}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={m.CanLogin ? "teal" : "gray"} tt="none">
                        {m.CanLogin ? t("partner.canSignIn") : t("partner.cannotSignIn")}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Modal>
  );
}
