import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { messageResult } from "../../common/contracts/auth.js";
import {
  type changeSignerBody,
  type createSignatureRequestBody,
  type declineBody,
  possibleSigners,
  type SignatureRequestView,
  signatureRequestCreated,
  signatureRequestList,
  signatureRequestView,
  type signBody,
  type voidBody,
} from "../../common/contracts/signature-requests.js";
import { apiRequest } from "./api-client.js";
import { homeKeys } from "./home.js";

export type {
  PossibleSigners,
  SignatureFieldType,
  SignatureFieldView,
  SignatureRequestList,
  SignatureRequestSummary,
  SignatureRequestView,
  SignerView,
  SigningRefusal,
} from "../../common/contracts/signature-requests.js";
export type CreateSignatureRequestInput = z.input<typeof createSignatureRequestBody>;
export type SignInput = z.input<typeof signBody>;
export type DeclineInput = z.input<typeof declineBody>;
export type VoidInput = z.input<typeof voidBody>;
export type ChangeSignerInput = z.input<typeof changeSignerBody>;

/**
 * Where a signer reads and signs: the signed-in request page, or an external signer's e-mailed
 * link (no sign-in). Both answer the same view under `…/document`, `…/sign` and `…/decline`, so
 * one signing component serves both with this as its prop.
 */
export type SigningSource =
  | { kind: "request"; signatureRequestId: string }
  | { kind: "link"; signingToken: string };

export const signatureRequestKeys = {
  all: ["signatureRequests"] as const,
  forVersion: (documentVersionId: string) =>
    ["signatureRequests", "version", documentVersionId] as const,
  signers: (documentVersionId: string) =>
    ["signatureRequests", "signers", documentVersionId] as const,
  source: (source: SigningSource) =>
    source.kind === "request"
      ? (["signatureRequests", "detail", source.signatureRequestId] as const)
      : (["signatureRequests", "link", source.signingToken] as const),
};

const versionPath = (documentVersionId: string) =>
  `/api/document-versions/${encodeURIComponent(documentVersionId)}`;
const requestPath = (signatureRequestId: string) =>
  `/api/signature-requests/${encodeURIComponent(signatureRequestId)}`;

export function sourcePath(source: SigningSource): string {
  return source.kind === "request"
    ? requestPath(source.signatureRequestId)
    : `/api/signing-links/${encodeURIComponent(source.signingToken)}`;
}

/** The PDF being signed, as the signer (or the requester) reads it. */
export const signingDocumentUrl = (source: SigningSource) => `${sourcePath(source)}/document`;
export const sealedDocumentHref = (signatureRequestId: string) =>
  `${requestPath(signatureRequestId)}/sealed-document`;

export function signatureRequestsForVersionQuery(documentVersionId: string) {
  return queryOptions({
    queryKey: signatureRequestKeys.forVersion(documentVersionId),
    queryFn: () =>
      apiRequest(`${versionPath(documentVersionId)}/signature-requests`, {
        schema: signatureRequestList,
      }),
  });
}

export function possibleSignersQuery(documentVersionId: string) {
  return queryOptions({
    queryKey: signatureRequestKeys.signers(documentVersionId),
    queryFn: () =>
      apiRequest(`${versionPath(documentVersionId)}/signers`, { schema: possibleSigners }),
  });
}

export function signingViewQuery(source: SigningSource) {
  return queryOptions({
    queryKey: signatureRequestKeys.source(source),
    queryFn: () => apiRequest(sourcePath(source), { schema: signatureRequestView }),
    // A signer filling in fields should not see the page read itself again under them.
    refetchOnWindowFocus: false,
  });
}

export const useSignatureRequestsForVersion = (documentVersionId: string, enabled = true) =>
  useQuery({ ...signatureRequestsForVersionQuery(documentVersionId), enabled });
export const usePossibleSigners = (documentVersionId: string, enabled = true) =>
  useQuery({ ...possibleSignersQuery(documentVersionId), enabled });
export const useSigningView = (source: SigningSource) => useQuery(signingViewQuery(source));

/**
 * A write that answers the request's new view: shown at once, then every list that counts its
 * signatures (the document's, My Home's) reads itself again.
 */
function useViewWrite<Input>(
  source: SigningSource,
  send: (input: Input) => Promise<SignatureRequestView>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (view) => queryClient.setQueryData(signatureRequestKeys.source(source), view),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: signatureRequestKeys.all,
          predicate: (query) => query.queryKey[1] === "version",
        }),
        queryClient.invalidateQueries({ queryKey: homeKeys.all }),
      ]),
  });
}

export function useCreateSignatureRequest(documentVersionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSignatureRequestInput) =>
      apiRequest(`${versionPath(documentVersionId)}/signature-requests`, {
        method: "POST",
        json: input,
        schema: signatureRequestCreated,
      }),
    onSuccess: (view) =>
      queryClient.setQueryData(
        signatureRequestKeys.source({
          kind: "request",
          signatureRequestId: view.signatureRequestId,
        }),
        view,
      ),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: signatureRequestKeys.forVersion(documentVersionId),
      }),
  });
}

export function useSign(source: SigningSource) {
  return useViewWrite(source, (input: SignInput) =>
    apiRequest(`${sourcePath(source)}/sign`, {
      method: "POST",
      json: input,
      schema: signatureRequestView,
    }),
  );
}

export function useDecline(source: SigningSource) {
  return useViewWrite(source, (input: DeclineInput) =>
    apiRequest(`${sourcePath(source)}/decline`, {
      method: "POST",
      json: input,
      schema: signatureRequestView,
    }),
  );
}

const requestSource = (signatureRequestId: string): SigningSource => ({
  kind: "request",
  signatureRequestId,
});

export function useVoidRequest(signatureRequestId: string) {
  return useViewWrite(requestSource(signatureRequestId), (input: VoidInput) =>
    apiRequest(`${requestPath(signatureRequestId)}/void`, {
      method: "POST",
      json: input,
      schema: signatureRequestView,
    }),
  );
}

export function useChangeSigner(signatureRequestId: string) {
  return useViewWrite(
    requestSource(signatureRequestId),
    ({ signerId, signer }: { signerId: string; signer: ChangeSignerInput }) =>
      apiRequest(`${requestPath(signatureRequestId)}/signers/${encodeURIComponent(signerId)}`, {
        method: "PATCH",
        json: signer,
        schema: signatureRequestView,
      }),
  );
}

export function useRemindSigners(signatureRequestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`${requestPath(signatureRequestId)}/remind`, {
        method: "POST",
        json: {},
        schema: messageResult,
      }),
    // The reminder is one of the request's events.
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: signatureRequestKeys.source(requestSource(signatureRequestId)),
      }),
  });
}
