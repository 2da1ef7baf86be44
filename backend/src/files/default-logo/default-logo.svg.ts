/**
 * The logo of the stand-in 'Default' variant of a form without logo variants (spec 3: "a default
 * variant named Default with file_id 9"): the app's own mark, written here rather than uploaded,
 * so it needs no stored file and is the same on every instance. No script, no external reference.
 */
export const DEFAULT_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64" role="img" aria-label="Job Intake">
  <rect x="2" y="2" width="60" height="60" rx="12" fill="#212529"/>
  <rect x="18" y="14" width="28" height="38" rx="4" fill="none" stroke="#fff" stroke-width="3"/>
  <rect x="25" y="10" width="14" height="8" rx="2" fill="#fff"/>
  <path d="M24 34l6 6 11-12" fill="none" stroke="#6ea8fe" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
  <text x="76" y="41" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" font-size="24" font-weight="600" fill="#212529">Job Intake</text>
</svg>
`;
