/**
 * Brings a form field into view and focuses what fixes it: the field's own input when the section
 * is being edited, otherwise the section's edit pencil (a pending job's sections are read-only
 * until then). Answers whether the field is on the page.
 */
export function scrollToField(fieldId: string): boolean {
  const target = document.getElementById(fieldId) ?? document.getElementById(`${fieldId}-label`);
  if (!target) return false;
  if (typeof target.scrollIntoView === 'function')
    target.scrollIntoView({ behavior: 'smooth', block: 'center' });
  const control =
    target.closest('.mb-3, [role="group"], fieldset')?.querySelector<HTMLElement>(FOCUSABLE) ??
    target.closest('section')?.querySelector<HTMLElement>(FOCUSABLE);
  control?.focus({ preventScroll: true });
  return true;
}

const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button';
