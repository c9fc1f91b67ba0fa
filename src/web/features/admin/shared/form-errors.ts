/** The first message per top-level field of a failed zod parse ('form' for the object itself). */
export function firstErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of issues) found[String(issue.path[0] ?? 'form')] ??= issue.message;
  return found;
}

/** A number from a form field, or undefined when the field is empty. */
export function numberOrUndefined(text: string): number | undefined {
  const trimmed = text.trim().replace(/,/g, '');
  return trimmed === '' ? undefined : Number(trimmed);
}
