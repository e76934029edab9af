import { Select, Stack, Text } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { FormButtons } from "../../components/forms/FormButtons.js";
import type { DocumentFolderView } from "../../data/documents/folders.js";
import { useTranslation } from "../../i18n/translate.js";
import { folderLocation, moveDestinations } from "./folder-tree.js";
import { useFolderChange } from "./use-folder-change.js";

type Props = {
  orgId: string;
  folder: DocumentFolderView;
  /** Every folder the person sees, to choose the new place from. */
  folders: readonly DocumentFolderView[];
  /** The library's name, which is its top. */
  title: string;
  onClose: () => void;
};

/** The choice that stands for the top of the library (folder ids are UUIDs, never this). */
const top = "top";

/** A folder's new place: the top of the library or another folder, with all it holds. */
export function MoveFolderForm({ orgId, folder, folders, title, onClose }: Props) {
  const { t } = useTranslation();
  const change = useFolderChange(orgId, folder.id, onClose);
  const here = folder.parentId ?? top;
  const [destination, setDestination] = useState(here);
  const choices = [
    { value: top, label: title },
    ...moveDestinations(folders, folder.id).map((f) => ({
      value: f.id,
      label: folderLocation(folders, f.id, title),
    })),
  ];
  const placeOf = (value: string) => choices.find((c) => c.value === value)?.label ?? title;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.send(
      { parentId: destination === top ? null : destination },
      t("documents.moved", { name: folder.name, place: placeOf(destination) }),
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={change.formError} />
        <Text>
          {t("documents.movedFrom", { place: folderLocation(folders, folder.parentId, title) })}
        </Text>
        <Select
          data-autofocus
          label={t("documents.moveTo")}
          description={t("documents.moveNote")}
          data={choices}
          value={destination}
          onChange={(value) => value !== null && setDestination(value)}
          allowDeselect={false}
          comboboxProps={{ keepMounted: false }}
        />
        <FormButtons
          submitLabel={t("documents.moveSave")}
          pending={change.pending}
          disabled={destination === here}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
