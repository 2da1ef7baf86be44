/**
 * A dialog whose opener went away with what it removed (a deleted row's Delete button) cannot give
 * the focus back to it: the focus goes to the element `id` once the dialog has closed, rather
 * than to the start of the page.
 */
export function focusAfterClose(id: string): void {
  setTimeout(() => document.getElementById(id)?.focus());
}
