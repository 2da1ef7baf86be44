/** The ids around a field's input: its label, Required mark, help text and error message. */
export function fieldIds(fieldId: string) {
  return {
    label: `${fieldId}-label`,
    required: `${fieldId}-required`,
    description: `${fieldId}-description`,
    error: `${fieldId}-error`,
  };
}

/**
 * The input's aria-describedby: the Required mark, the help text and the error, so the name
 * stays exactly the field's title ("Type of Project", not "Type of ProjectRequired").
 */
export function describedByOf(
  fieldId: string,
  parts: { required: boolean; description: boolean; error: boolean },
): string | undefined {
  const ids = fieldIds(fieldId);
  const described = [
    parts.required && ids.required,
    parts.description && ids.description,
    parts.error && ids.error,
  ].filter(Boolean);
  return described.length > 0 ? described.join(' ') : undefined;
}
