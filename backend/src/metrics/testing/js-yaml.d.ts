// js-yaml is in node_modules (ESLint's config loader and Nest's swagger bring it) without types:
// the one function the deploy-files test uses.
declare module 'js-yaml' {
  export function load(text: string): unknown;
}
