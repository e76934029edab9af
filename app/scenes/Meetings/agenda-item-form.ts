import { z } from "zod";
import { type AgendaItemView, agendaItemBody } from "../../../common/contracts/meetings.js";
import { messages } from "../../../common/limits.js";
import { agendaItemTypeSchema } from "../../../common/meetings/agenda.js";
import type { RichTextDoc } from "../../../common/rich-text.js";
import {
  docFromSerialised,
  docProblem,
  isEmptyDoc,
  serialiseDoc,
  storedDoc,
} from "../../components/rich-text/rich-text-value.js";

export type AgendaItemFormValues = {
  title: string;
  type: string;
  isHeading: boolean;
  parentId: string;
  presenter: string;
  durationMinutes: string;
  /** The description as serialised rich text (see rich-text-value.ts). */
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
    description: z.string().superRefine((text, ctx) => {
      const problem = docProblem(docFromSerialised(text));
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
    motion: z.string(),
  })
  .transform(
    (v): z.input<typeof agendaItemBody> => ({
      type: v.type,
      isHeading: v.isHeading,
      parentId: v.parentId || null,
      title: v.title,
      ...descriptionFields(docFromSerialised(v.description)),
      presenter: v.presenter.trim() || null,
      durationMinutes: v.durationMinutes === "" ? 0 : Number(v.durationMinutes),
      motion: v.type === "Vote" && v.motion.trim() !== "" ? v.motion : null,
    }),
  )
  .pipe(agendaItemBody);

/** An empty editor clears the description; anything else is sent as rich text. */
function descriptionFields(doc: RichTextDoc) {
  return { description: "", descriptionDoc: isEmptyDoc(doc) ? null : doc };
}

export function agendaItemValues(item: AgendaItemView | undefined): AgendaItemFormValues {
  return {
    title: item?.Title ?? "",
    type: item?.Type ?? "Generic",
    isHeading: item?.IsHeading ?? false,
    parentId: item?.ParentId ?? "",
    presenter: item?.Presenter ?? "",
    durationMinutes: item ? String(item.DurationMinutes) : "",
    description: serialiseDoc(storedDoc(item?.DescriptionDoc ?? null, item?.Description ?? "")),
    motion: item?.Motion ?? "",
  };
}
