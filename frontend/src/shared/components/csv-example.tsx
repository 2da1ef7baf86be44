/**
 * An example CSV file in an upload dialog. Its lines must not wrap, so it scrolls sideways: a
 * named region that takes the focus, so that the keyboard can scroll it too.
 */
export function CsvExample({ label, children }: { label: string; children: string }) {
  return (
    <pre
      className="small bg-body-tertiary border rounded px-3 py-2 mb-3"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </pre>
  );
}
