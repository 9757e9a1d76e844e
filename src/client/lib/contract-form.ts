import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';

/** What a form needs of a contract schema (zod or zod/mini): `safeParse` and its issues. */
export interface ContractSchema {
  safeParse(input: unknown): { success: true; data: unknown } | { success: false; error: { issues: readonly ContractIssue[] } };
}
export interface ContractIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The checked request a schema gives back (trimmed, defaults applied, numbers coerced). */
export type ContractOutput<S extends ContractSchema> = Extract<ReturnType<S['safeParse']>, { success: true }>['data'];

export interface ContractFormOptions<TValues extends FieldValues> {
  /** From what the form holds (text as typed) to the schema's input, when the two differ. */
  toInput?: ((values: TValues) => unknown) | undefined;
  /** Rules of the screen alone, not of the request (a password typed twice): messages by field. */
  check?: ((values: TValues) => Partial<Record<Path<TValues>, string>>) | undefined;
}

/**
 * One message per field, the first the schema gave, by top-level field name
 * ('additionalServices.0' -> 'additionalServices'), as the server names them in
 * the error body's `fields`.
 */
export function messagesByField(issues: readonly ContractIssue[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (field !== undefined && !(String(field) in messages)) messages[String(field)] = issue.message;
  }
  return messages;
}

/** A react-hook-form resolver that checks with the contract's schema, so screen and server say the same words. */
function contractResolver<TValues extends FieldValues, S extends ContractSchema>(
  schema: S,
  { toInput, check }: ContractFormOptions<TValues> = {},
): Resolver<TValues, unknown, ContractOutput<S>> {
  return (values) => {
    const result = schema.safeParse(toInput ? toInput(values) : values);
    const messages = result.success ? {} : messagesByField(result.error.issues);
    for (const [field, message] of Object.entries(check?.(values) ?? {})) {
      if (typeof message === 'string' && !(field in messages)) messages[field] = message;
    }
    if (result.success && Object.keys(messages).length === 0) return { values: result.data as ContractOutput<S>, errors: {} };
    const errors = Object.fromEntries(Object.entries(messages).map(([field, message]) => [field, { type: 'contract', message }]));
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}

/**
 * A form checked by a contract schema: nothing is flagged while typing; after
 * a failed submit a flagged field is checked again as it changes. Focus is the
 * `<Form>`'s job (first invalid field in screen order), so react-hook-form's own
 * focusing is off.
 */
export function useContractForm<TValues extends FieldValues, S extends ContractSchema>({
  schema,
  defaultValues,
  ...options
}: ContractFormOptions<TValues> & { schema: S; defaultValues: DefaultValues<TValues> }): UseFormReturn<
  TValues,
  unknown,
  ContractOutput<S>
> {
  return useForm<TValues, unknown, ContractOutput<S>>({
    defaultValues,
    resolver: contractResolver<TValues, S>(schema, options),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
}

/**
 * Puts the server's per-field messages (`failureOf(error).fields`) under the
 * fields of `form` that are in `names`; returns the messages that have no field
 * on this screen.
 */
export function showServerErrors<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues, unknown, unknown>, 'setError'>,
  fields: Record<string, string>,
  names: readonly Path<TValues>[],
): string[] {
  const unplaced: string[] = [];
  for (const [field, message] of Object.entries(fields)) {
    const name = names.find((candidate) => candidate === field);
    if (name) form.setError(name, { type: 'server', message });
    else unplaced.push(message);
  }
  return unplaced;
}
