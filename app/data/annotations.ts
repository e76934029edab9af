import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import {
  type AnnotationView,
  annotationList,
  annotationView,
  type ChangeAnnotationBody,
  type newAnnotationBody,
} from "../../common/contracts/annotations.js";
import { apiRequest } from "./api-client.js";

export type { AnnotationView } from "../../common/contracts/annotations.js";
export type NewAnnotation = z.input<typeof newAnnotationBody>;

/**
 * Where a file's notes are read and added: a library version (notes kept on its document), or
 * a meeting's papers (read together, for the pack; added to one paper).
 */
export type NotesPlace =
  | { kind: "document"; documentVersionId: string }
  | { kind: "meeting"; meetingId: string };

const listPath = (place: NotesPlace) =>
  place.kind === "document"
    ? `/api/document-versions/${encodeURIComponent(place.documentVersionId)}/annotations`
    : `/api/meetings/${encodeURIComponent(place.meetingId)}/annotations`;

const addPath = (place: NotesPlace, paperId: string | null) =>
  place.kind === "meeting" && paperId
    ? `/api/meetings/${encodeURIComponent(place.meetingId)}/papers/${encodeURIComponent(paperId)}/annotations`
    : listPath(place);

export const annotationKeys = {
  all: ["annotations"] as const,
  place: (place: NotesPlace) => ["annotations", place] as const,
};

export function useAnnotations(place: NotesPlace) {
  return useQuery({
    queryKey: annotationKeys.place(place),
    queryFn: () => apiRequest(listPath(place), { schema: annotationList }),
  });
}

/** Adding, changing and removing the reader's own notes; each refreshes the notes shown. */
export function useAnnotationChanges(place: NotesPlace) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: annotationKeys.all });
  const add = useMutation({
    mutationFn: ({ paperId, note }: { paperId: string | null; note: NewAnnotation }) =>
      apiRequest(addPath(place, paperId), { method: "POST", json: note, schema: annotationView }),
    onSuccess: refresh,
  });
  const change = useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ChangeAnnotationBody }) =>
      apiRequest(`/api/annotations/${encodeURIComponent(id)}`, {
        method: "PATCH",
        json: patch,
        schema: annotationView,
      }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/annotations/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: refresh,
  });
  return { add, change, remove };
}

/** A note as the viewer places it: on one of the viewer's pages. */
export type PlacedNote = { view: AnnotationView; page: number };
