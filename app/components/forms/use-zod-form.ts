import { type ChangeEvent, type FormEvent, useMemo, useState } from "react";
import type { z } from "zod";
import { isApiError } from "../../data/api-error.js";

type Values = Record<string, string | boolean | string[]>;
type KeysOfType<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] & string;

/** First message per top-level field from the schema, so forms can validate as people type. */
export function fieldIssues(schema: z.ZodType, values: unknown): Record<string, string> {
  return issuesOf(schema.safeParse(values));
}

function issuesOf(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const [field] = issue.path;
    if (typeof field === "string" && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/**
 * A small form state for zod contracts: errors appear once a field is touched (or after
 * a submit attempt), server field errors show by their field until it is edited, and
 * typed values are never cleared on failure.
 */
export function useZodForm<V extends Values, Out>(schema: z.ZodType<Out>, initialValues: V) {
  const [values, setValues] = useState<V>(initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const parsed = useMemo(() => schema.safeParse(values), [schema, values]);
  const clientErrors = useMemo(() => issuesOf(parsed), [parsed]);

  function errorFor(name: keyof V & string): string | undefined {
    const server = serverErrors[name];
    if (server) return server;
    return touched[name] || submitted ? clientErrors[name] : undefined;
  }

  function setValue<K extends keyof V & string>(name: K, value: V[K]): void {
    setValues((current) => ({ ...current, [name]: value }));
    setTouched((current) => ({ ...current, [name]: true }));
    setServerErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  function textField<K extends KeysOfType<V, string>>(name: K) {
    return {
      value: String(values[name]),
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setValue(name, event.currentTarget.value as V[K]),
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
      error: errorFor(name),
    };
  }

  function checkboxField<K extends KeysOfType<V, boolean>>(name: K) {
    return {
      checked: values[name] === true,
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        setValue(name, event.currentTarget.checked as V[K]),
      error: errorFor(name),
    };
  }

  /** For pickers of several things (MultiSelect): the chosen values. */
  function listField<K extends KeysOfType<V, string[]>>(name: K) {
    return {
      value: values[name],
      onChange: (chosen: string[]) => setValue(name, chosen as V[K]),
      error: errorFor(name),
    };
  }

  /** Validates everything, then calls onValid with the parsed (trimmed, typed) values. */
  function handleSubmit(onValid: (data: Out) => void) {
    return (event: FormEvent) => {
      event.preventDefault();
      setSubmitted(true);
      const result = schema.safeParse(values);
      if (result.success) onValid(result.data);
    };
  }

  /**
   * Puts server field errors beside their fields (aliases map API field names to form
   * names) and returns the message to show above the form when no field took it.
   */
  function applyServerError(error: unknown, aliases: Record<string, keyof V & string> = {}) {
    if (!isApiError(error)) return "Something went wrong. Please try again.";
    const placed: Record<string, string> = {};
    for (const [field, message] of Object.entries(error.fields)) {
      const name = aliases[field] ?? field;
      if (name in values) placed[name] = message;
    }
    setServerErrors(placed);
    return Object.keys(placed).length > 0 ? undefined : error.message;
  }

  function setFieldError(name: keyof V & string, message: string): void {
    setServerErrors((current) => ({ ...current, [name]: message }));
  }

  return {
    values,
    /** Whether what is typed now would be sent: for buttons that wait for it (type a word). */
    isValid: parsed.success,
    setValue,
    errorFor,
    textField,
    checkboxField,
    listField,
    handleSubmit,
    applyServerError,
    setFieldError,
  };
}
