import {
  Anchor,
  Button,
  CloseButton,
  EmptyState,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconFiles, IconFileTypePdf, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { meetingDocumentsQuery as searchLimits } from "../../../common/contracts/papers.js";
import { fileTypeIcons } from "../../components/file-type-icons.js";
import { PageTitle } from "../../components/PageTitle.js";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import { AnchorLink, ButtonLink } from "../../components/router-links.js";
import { type FileToView, FileViewerDialog } from "../../components/viewer/FileViewerDialog.js";
import {
  type MeetingDocuments,
  useMeetingDocuments,
} from "../../data/meetings/meeting-documents.js";
import { formatDateTime } from "../../i18n/format.js";
import { useTranslation } from "../../i18n/translate.js";
import { formatFileSize, paperKindOf } from "../Meetings/papers/paper-files.js";
import { paperToView } from "../Meetings/papers/paper-to-view.js";
import { DocumentsTabs } from "./DocumentsTabs.js";
import classes from "./MeetingDocuments.module.css";

const searchDebounceMs = 300;
const searchTextMax = searchLimits.shape.q.unwrap().maxLength ?? undefined;

type Meeting = MeetingDocuments["meetings"][number];

/**
 * Meeting Documents: every meeting's board pack and papers, by year, meeting and agenda item,
 * read in the viewer with the same access as the meeting's agenda; searchable by meeting,
 * item or paper.
 */
export function MeetingDocumentsPage({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), searchDebounceMs);
  const documents = useMeetingDocuments(orgId, q);
  const [open, setOpen] = useState<FileToView | null>(null);

  return (
    <>
      <PageTitle title={t("meetingDocuments.title")} />
      <DocumentsTabs orgId={orgId} current="meetings" />
      <TextInput
        type="search"
        label={t("meetingDocuments.search")}
        placeholder={t("meetingDocuments.searchPlaceholder")}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          search && (
            <CloseButton
              aria-label={t("meetingDocuments.clearSearch")}
              onClick={() => setSearch("")}
            />
          )
        }
        maxLength={searchTextMax}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        w={{ base: "100%", xs: 360 }}
        mb="md"
      />
      {documents.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label={t("common.loading")}>
          <Skeleton h={28} w={80} />
          <Skeleton h={120} />
          <Skeleton h={120} />
        </Stack>
      ) : documents.isError ? (
        <QueryErrorAlert what="documents" onRetry={() => void documents.refetch()} />
      ) : documents.data.meetings.length === 0 ? (
        <EmptyState
          mt="xl"
          icon={q ? <IconSearch size={32} aria-hidden /> : <IconFiles size={32} aria-hidden />}
          withIndicatorBackground
          title={q ? t("meetingDocuments.noMatchTitle", { q }) : t("meetingDocuments.emptyTitle")}
          description={q ? t("meetingDocuments.noMatchText") : t("meetingDocuments.emptyText")}
        >
          {q && (
            <EmptyState.Actions>
              <Button variant="default" onClick={() => setSearch("")}>
                {t("meetingDocuments.clearSearch")}
              </Button>
            </EmptyState.Actions>
          )}
        </EmptyState>
      ) : (
        <Stack gap="lg" aria-busy={documents.isPlaceholderData}>
          {byYear(documents.data.meetings).map(([year, meetings]) => (
            <section key={year} aria-labelledby={`year-${year}`}>
              <Title order={2} size="h3" id={`year-${year}`} mb="sm">
                {year}
              </Title>
              <Stack gap="md">
                {meetings.map((meeting) => (
                  <MeetingCard
                    key={meeting.id}
                    meeting={meeting}
                    onOpen={(paper) =>
                      setOpen(paperToView(meeting.id, paper, documents.data.downloadable))
                    }
                  />
                ))}
              </Stack>
            </section>
          ))}
        </Stack>
      )}
      <FileViewerDialog file={open} onClose={() => setOpen(null)} />
    </>
  );
}

type MeetingPaper = Meeting["items"][number]["papers"][number];

/** Meetings by the year they were held (newest first, as the server sends them). */
function byYear(meetings: readonly Meeting[]): Array<[number, Meeting[]]> {
  const years = new Map<number, Meeting[]>();
  for (const meeting of meetings)
    years.set(meeting.year, [...(years.get(meeting.year) ?? []), meeting]);
  return [...years.entries()];
}

function MeetingCard({
  meeting,
  onOpen,
}: {
  meeting: Meeting;
  onOpen: (paper: MeetingPaper) => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="article"
      aria-labelledby={`meeting-${meeting.id}`}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Title order={3} size="h4" id={`meeting-${meeting.id}`}>
            <AnchorLink to="/meeting/$meetingId" params={{ meetingId: meeting.id }}>
              {meeting.title}
            </AnchorLink>
          </Title>
          <Text size="sm" c="dimmed">
            {formatDateTime(meeting.startTime, meeting.timeZone)}
          </Text>
        </div>
        {meeting.pack.available && (
          <ButtonLink
            to="/pack/$meetingId"
            params={{ meetingId: meeting.id }}
            variant="light"
            leftSection={<IconFileTypePdf size={18} aria-hidden />}
          >
            {meeting.pack.pageCount
              ? t("meetingDocuments.packWithPages", { count: meeting.pack.pageCount })
              : t("meetingDocuments.pack")}
          </ButtonLink>
        )}
      </Group>
      {meeting.items.length > 0 && (
        <ul className={classes.items}>
          {meeting.items.map((item) => (
            <li key={item.id}>
              <Text fw={600} size="sm" mt="sm">
                {item.number} {item.title}
              </Text>
              <ul
                className={classes.papers}
                aria-label={t("meetingDocuments.papersOf", { item: item.title })}
              >
                {item.papers.map((paper) => {
                  const kind = paperKindOf(paper.Name, paper.Mime);
                  const Icon = fileTypeIcons[kind];
                  return (
                    <li key={paper.Id} className={classes.paper}>
                      <Icon size={20} aria-hidden />
                      <Anchor
                        component="button"
                        type="button"
                        onClick={() => onOpen(paper)}
                        className={classes.name}
                      >
                        {paper.Name}
                      </Anchor>
                      <Text size="sm" c="dimmed">
                        {formatFileSize(paper.SizeBytes)}
                      </Text>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </Paper>
  );
}
