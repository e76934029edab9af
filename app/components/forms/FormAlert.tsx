import { Alert } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";

/** A form-level message (what no single field could hold), announced to screen readers. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
      {message}
    </Alert>
  );
}
