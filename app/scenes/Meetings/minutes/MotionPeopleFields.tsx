import { Select, SimpleGrid } from "@mantine/core";
import { useTranslation } from "../../../i18n/translate.js";
import type { PersonOption } from "./use-people.js";

export type MotionPeopleValues = { mover: string | null; seconder: string | null };

type Props = {
  /** Members present at the meeting: the server says who may move a motion. */
  options: readonly PersonOption[];
  values: MotionPeopleValues;
  onChange: (values: MotionPeopleValues) => void;
  errors?: { mover?: string; seconder?: string };
  disabled?: boolean;
};

/** Who moved and who seconded a vote's motion; either may be left out. */
export function MotionPeopleFields({ options, values, onChange, errors, disabled }: Props) {
  const { t } = useTranslation();
  const select = (field: keyof MotionPeopleValues, label: string) => (
    <Select
      label={label}
      placeholder={t("minutesDecision.nobody")}
      data={[...options]}
      searchable
      clearable
      disabled={disabled}
      nothingFoundMessage={t("minutesVote.nobodyPresent")}
      value={values[field]}
      onChange={(value) => onChange({ ...values, [field]: value })}
      error={errors?.[field]}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {select("mover", t("minutesDecision.mover"))}
      {select("seconder", t("minutesDecision.seconder"))}
    </SimpleGrid>
  );
}

/** The server's refusal of a mover or seconder, shown at the field it names. */
export function motionPeopleErrors(fields: Record<string, string>) {
  return { mover: fields.moverPersonId, seconder: fields.seconderPersonId };
}
