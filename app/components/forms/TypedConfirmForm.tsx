import { Stack, TextInput } from "@mantine/core";
import { type ReactNode, useMemo } from "react";
import { z } from "zod";
import { FormAlert } from "./FormAlert.js";
import { FormButtons } from "./FormButtons.js";
import { useZodForm } from "./use-zod-form.js";

type Props = {
  /** What will happen, said above the field. */
  intro: ReactNode;
  /** The field's label, naming the word to type. */
  label: string;
  /** Whether what is typed is the word asked for; give a stable function. */
  confirms: (typed: string) => boolean;
  submitLabel: string;
  pending: boolean;
  /** A refusal to say above the field. */
  error?: string;
  onConfirm: (typed: string) => void;
  onCancel: () => void;
};

/** A high-stakes step (ui.md): the button waits until the person has typed the word. */
export function TypedConfirmForm(props: Props) {
  const { confirms } = props;
  const schema = useMemo(() => z.object({ typed: z.string().refine(confirms) }), [confirms]);
  const form = useZodForm(schema, { typed: "" });
  return (
    <form onSubmit={form.handleSubmit(({ typed }) => props.onConfirm(typed))} noValidate>
      <Stack>
        <FormAlert message={props.error} />
        {props.intro}
        <TextInput
          size="md"
          data-autofocus
          autoComplete="off"
          label={props.label}
          {...form.textField("typed")}
          // The button waits for the word; half a word typed is not an error to announce.
          error={undefined}
        />
        <FormButtons
          submitLabel={props.submitLabel}
          danger
          disabled={!form.isValid}
          pending={props.pending}
          onCancel={props.onCancel}
        />
      </Stack>
    </form>
  );
}
