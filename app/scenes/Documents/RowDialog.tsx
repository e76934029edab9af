import { Modal, type ModalProps } from "@mantine/core";
import { type ReactNode, useRef } from "react";

type Props = {
  /** The dialog's title; null closes it. */
  title: string | null;
  size?: ModalProps["size"];
  onClose: () => void;
  children: ReactNode;
};

/**
 * The dialog a row's menu opens. Its form is made afresh each time (nothing typed last time
 * lingers), and the title stays while the dialog fades out.
 */
export function RowDialog({ title, size, onClose, children }: Props) {
  const last = useRef(title);
  if (title !== null) last.current = title;
  return (
    <Modal opened={title !== null} onClose={onClose} title={title ?? last.current} size={size}>
      {title !== null && children}
    </Modal>
  );
}
