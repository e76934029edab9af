import type { ModalProps } from "@mantine/core";
import type { TablerIcon } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { RowActionsMenu } from "../../components/RowActionsMenu.js";
import { ConfirmDialog } from "../Meetings/ConfirmDialog.js";
import { sayDone, sayRefused } from "./library-notices.js";
import { RowDialog } from "./RowDialog.js";

/** A form in a dialog: made afresh each time it opens, and given the way to close itself. */
type FormStep = {
  title: string;
  size?: ModalProps["size"];
  render: (close: () => void) => ReactNode;
};

/** A step taken once asked: what it does, named, and what to say when it is done. */
type ConfirmStep = {
  title: string;
  message: string;
  confirmLabel: string;
  run: () => Promise<unknown>;
  done: string;
};

export type LibraryRowAction = { label: string; icon: TablerIcon; danger?: boolean } & (
  | { form: FormStep }
  | { confirm: ConfirmStep }
);

type Props = {
  /** The menu button's name, naming the row: "Actions for Charter.pdf". */
  label: string;
  actions: readonly LibraryRowAction[];
};

/**
 * A folder's or a document's menu: each item opens its form, or asks before its step. A step
 * done is said in a notice; a refusal is said in the server's words.
 */
export function LibraryRowActions({ label, actions }: Props) {
  const [openLabel, setOpenLabel] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const close = () => setOpenLabel(null);
  const open = actions.find((action) => action.label === openLabel);
  const form = open && "form" in open ? open.form : null;
  const confirm = open && "confirm" in open ? open.confirm : null;

  const takeStep = () => {
    if (!confirm) return;
    setRunning(true);
    confirm
      .run()
      .then(() => sayDone(confirm.done), sayRefused)
      .finally(() => {
        setRunning(false);
        close();
      });
  };

  return (
    <>
      <RowActionsMenu
        label={label}
        loading={running}
        actions={actions.map((action) => ({
          label: action.label,
          icon: action.icon,
          danger: action.danger,
          onClick: () => setOpenLabel(action.label),
        }))}
      />
      <RowDialog title={form?.title ?? null} size={form?.size} onClose={close}>
        {form?.render(close)}
      </RowDialog>
      <ConfirmDialog
        question={confirm}
        confirmColor="red"
        loading={running}
        onConfirm={takeStep}
        onCancel={close}
      />
    </>
  );
}
