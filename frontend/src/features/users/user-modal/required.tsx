/** The red star after the label of a field the user must fill. */
export function Required() {
  return (
    <span className="text-danger" aria-hidden="true">
      *
    </span>
  );
}
