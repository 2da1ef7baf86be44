const GIVE_UP_AFTER_MS = 2000;
const POLL_MS = 20;

/**
 * A dialog whose opener went away with what it removed (a deleted row's Delete button) cannot give
 * the focus back to it: the focus goes to the element `id` instead of the start of the page. It
 * waits until the dialog has left the page, since the dialog gives the focus back (to nothing)
 * as it goes, which may be a render later than the caller's close.
 */
export function focusAfterClose(id: string): void {
  const deadline = Date.now() + GIVE_UP_AFTER_MS;
  const focusOnceClosed = () => {
    if (document.querySelector('.modal') && Date.now() < deadline) {
      setTimeout(focusOnceClosed, POLL_MS);
      return;
    }
    document.getElementById(id)?.focus();
  };
  setTimeout(focusOnceClosed);
}
