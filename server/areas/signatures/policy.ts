import { can as documentsCan, type LibraryMember } from "../documents/policy.js";

export type SignaturesAction = "read" | "request";

/**
 * E-signatures on the library's documents: the library's managers ask for signatures on what
 * they can read; everyone who reads documents may be a signer and opens the requests addressed
 * to them (which request is theirs is the handler's check, by person).
 */
export function can(member: LibraryMember, action: SignaturesAction): boolean {
  return documentsCan(member, action === "read" ? "read" : "manage");
}
