import { z } from "zod";
import {
  type AddPersonInput,
  addPersonBody,
  type EditPersonInput,
  editPersonBody,
  type PersonSummary,
} from "../../../common/contracts/people.js";
import type { Role } from "../../../common/roles.js";

export type PersonFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  title: string;
  suffix: string;
  phoneNumber: string;
  role: Role;
  isBoardMember: boolean;
  tags: string[];
  login: "invite" | "none";
  tenureStartsOn: string;
  tenureEndsOn: string;
};

export const emptyPerson: PersonFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  title: "",
  suffix: "",
  phoneNumber: "",
  role: "Director",
  isBoardMember: true,
  tags: [],
  login: "invite",
  tenureStartsOn: "",
  tenureEndsOn: "",
};

export function valuesOf(person: PersonSummary): PersonFormValues {
  return {
    firstName: person.FirstName,
    lastName: person.LastName,
    email: person.Email ?? "",
    title: person.Title ?? "",
    suffix: person.Suffix ?? "",
    phoneNumber: person.PhoneNumber ?? "",
    role: person.Role,
    isBoardMember: person.IsBoardMember,
    tags: person.Tags,
    login: person.LoginStatus === "NoAccess" ? "none" : "invite",
    tenureStartsOn: person.TenureStartsOn ?? "",
    tenureEndsOn: person.TenureEndsOn ?? "",
  };
}

const orNull = (text: string) => (text.trim() === "" ? null : text.trim());

export function addBodyOf(values: PersonFormValues): AddPersonInput {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email.trim() === "" ? undefined : values.email,
    title: orNull(values.title),
    suffix: orNull(values.suffix),
    phoneNumber: orNull(values.phoneNumber),
    role: values.role,
    isBoardMember: values.isBoardMember,
    tags: values.tags,
    login: values.login,
    tenureStartsOn: orNull(values.tenureStartsOn),
    tenureEndsOn: orNull(values.tenureEndsOn),
  };
}

/**
 * The edit sends the card's fields; the server writes and audits only what changed. The
 * e-mail of someone with their own login is theirs to change, so it is left out.
 */
export function editBodyOf(values: PersonFormValues, person: PersonSummary): EditPersonInput {
  const { email, login: _login, ...rest } = addBodyOf(values);
  return {
    ...rest,
    ...(person.HasAccount ? {} : { email: email ?? null }),
  };
}

// The card as typed, checked by the API's own rules on what it sends: the body's fields carry
// the form's names, so each message lands beside its field.
const typedCard = z.custom<PersonFormValues>();

export const addPersonForm = typedCard.transform(addBodyOf).pipe(addPersonBody);

export function editPersonForm(person: PersonSummary) {
  return typedCard.transform((values) => editBodyOf(values, person)).pipe(editPersonBody);
}
