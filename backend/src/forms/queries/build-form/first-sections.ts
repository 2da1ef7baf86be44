import type { FormDto } from '@job-intake/contracts/forms/forms-api';

/** The form with only its first `limit` sections (in their order); 0 keeps them all. */
export function firstSections(form: FormDto, limit: number): FormDto {
  if (limit === 0) return form;
  const sections = [...form.sections].sort((a, b) => a.order - b.order).slice(0, limit);
  return { ...form, sections };
}
