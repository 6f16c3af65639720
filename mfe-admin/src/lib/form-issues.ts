// The refusals of a react-hook-form form checked by a contract schema (zodResolver), in the order
// the schema reported them: the admin's dialogs that show one refusal, or one box listing them,
// read them here instead of walking the nested `formState.errors` themselves.
import type { FieldErrors, FieldValues } from 'react-hook-form';

export interface FormIssue {
  /** Dotted path of the refused value, as in the schema (`totals.rendes_szabadsag`). */
  path: string;
  message: string;
}

/** Every field's first refusal; a nested value's refusals under their dotted path. */
export function formIssues(errors: FieldErrors<FieldValues>, prefix = ''): FormIssue[] {
  const issues: FormIssue[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    // A field's error has a type (the zod issue's code); an object of errors is a nested value.
    if ('type' in value) issues.push({ path, message: String(value.message ?? '') });
    else issues.push(...formIssues(value as FieldErrors<FieldValues>, path));
  }
  return issues;
}
