import { ActionIcon, Menu } from "@mantine/core";
import { IconDots, type TablerIcon } from "@tabler/icons-react";
import { Fragment } from "react";

export type RowAction = {
  label: string;
  icon: TablerIcon;
  onClick: () => void;
  /** Destructive (delete, remove, revoke): red, and set apart from the others by a line. */
  danger?: boolean;
};

type Props = {
  /** The button's accessible name, naming the row: "Actions for Harbour Fisheries Ltd". */
  label: string;
  /** What may be done to the row; false leaves an action out for this row. */
  actions: ReadonlyArray<RowAction | false>;
  /** While something started from the menu is under way. */
  loading?: boolean;
  /** A smaller button, for narrow lists such as the assistant's threads. */
  compact?: boolean;
};

/** A list row's actions behind one labelled "…" button, so every list offers them alike. */
export function RowActionsMenu({ label, actions, loading, compact }: Props) {
  const shown = actions.filter((action): action is RowAction => action !== false);
  const firstDanger = shown.findIndex((action) => action.danger);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={compact ? "md" : "lg"}
          loading={loading}
          aria-label={label}
        >
          <IconDots size={compact ? 18 : 20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {shown.map(({ label: itemLabel, icon: Icon, onClick, danger }, index) => (
          <Fragment key={itemLabel}>
            {index === firstDanger && index > 0 && <Menu.Divider />}
            <Menu.Item
              color={danger ? "red" : undefined}
              leftSection={<Icon size={16} aria-hidden />}
              onClick={onClick}
            >
              {itemLabel}
            </Menu.Item>
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
