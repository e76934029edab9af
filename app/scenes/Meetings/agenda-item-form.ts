import { z } from "zod";
import { type AgendaItemView, agendaItemBody } from "../../../common/contracts/meetings.js";
import { messages } from "../../../common/limits.js";
import { agendaItemTypeSchema } from "../../../common/meetings/agenda.js";

export type AgendaItemFormValues = {
  title: string;
  type: string;
  isHeading: boolean;
  parentId: string;
  presenter: string;
  durationMinutes: string;
  description: string;
  motion: string;
};

const maxMinutes = 24 * 60;

/** Strings from the inputs become the contract's item; the motion belongs to Vote items only. */
export const agendaItemForm = z
  .object({
    title: z.string().trim().min(1, messages.required),
    type: agendaItemTypeSchema,
    isHeading: z.boolean(),
    parentId: z.string(),
    presenter: z.string(),
    durationMinutes: z
      .string()
      .trim()
      .regex(/^\d*$/, "Use whole minutes, like 15.")
      .refine((v) => Number(v) <= maxMinutes, `At most ${maxMinutes} minutes (a day).`),
    description: z.string(),
    motion: z.string(),
  })
  .transform(
    (v): z.input<typeof agendaItemBody> => ({
      type: v.type,
      isHeading: v.isHeading,
      parentId: v.parentId || null,
      title: v.title,
      description: v.description,
      presenter: v.presenter.trim() || null,
      durationMinutes: v.durationMinutes === "" ? 0 : Number(v.durationMinutes),
      motion: v.type === "Vote" && v.motion.trim() !== "" ? v.motion : null,
    }),
  )
  .pipe(agendaItemBody);

export function agendaItemValues(item: AgendaItemView | undefined): AgendaItemFormValues {
  return {
    title: item?.Title ?? "",
    type: item?.Type ?? "Generic",
    isHeading: item?.IsHeading ?? false,
    parentId: item?.ParentId ?? "",
    presenter: item?.Presenter ?? "",
    durationMinutes: item ? String(item.DurationMinutes) : "",
    description: item?.Description ?? "",
    motion: item?.Motion ?? "",
  };
}
