import postcss, {
  type AtRule,
  type ChildNode,
  type Container,
  type Declaration,
  type Rule,
} from 'postcss';

/** What is left of a company's custom style, and what was refused in it (empty when all is fine). */
export interface ScopedCustomStyle {
  readonly css: string;
  readonly problems: readonly string[];
}

/** At-rules that only choose when rules apply; their rules are scoped like the others. */
const CONDITIONAL_AT_RULES = new Set(['media', 'supports', 'container']);
/** A selector's leading document element, which stands for the form's element once scoped. */
const DOCUMENT_ROOT = /^(?:html|body|:root)(?![\w-])/i;
/** Values that load or run something: remote fetches (url, image-set), old IE expressions. */
const LOADING_VALUE =
  /\b(?:url|image-set|-webkit-image-set|image|src|expression)\s*\(|javascript:/i;
const BINDING_PROPERTIES = new Set(['behavior', '-moz-binding']);

/**
 * Makes a company's CSS safe to serve beside the app: parsed with postcss, every selector put
 * under `.${scope}` (so it reaches only the form's element and what is inside it), and removed
 * with a problem each: at-rules other than @media/@supports/@container (@import, @font-face,
 * @keyframes… act on the whole page), selectors reaching siblings of the form, values that load
 * or run something, and fixed positioning (which would lay the form over the app around it).
 */
export function scopeCustomStyle(source: string, scope: string): ScopedCustomStyle {
  let root: postcss.Root;
  try {
    root = postcss.parse(source);
  } catch (error) {
    const failure = error as { reason?: string; line?: number };
    return {
      css: '',
      problems: [`it is not valid CSS: ${failure.reason ?? 'unreadable'}${at(failure.line)}`],
    };
  }
  const problems: string[] = [];
  scopeChildren(root, `.${scope}`, problems);
  return { css: root.toString(), problems };
}

function scopeChildren(container: Container, scope: string, problems: string[]): void {
  for (const node of [...(container.nodes ?? [])]) scopeNode(node, scope, problems);
}

function scopeNode(node: ChildNode, scope: string, problems: string[]): void {
  if (node.type === 'comment') return void node.remove();
  if (node.type === 'decl') return checkDeclaration(node, problems);
  if (node.type === 'atrule') return scopeAtRule(node, scope, problems);
  scopeRule(node, scope, problems);
}

function scopeAtRule(rule: AtRule, scope: string, problems: string[]): void {
  if (!CONDITIONAL_AT_RULES.has(rule.name.toLowerCase())) {
    problems.push(`@${rule.name} is not allowed${at(rule.source?.start?.line)}`);
    return void rule.remove();
  }
  scopeChildren(rule, scope, problems);
}

function scopeRule(rule: Rule, scope: string, problems: string[]): void {
  const nested = rule.parent?.type === 'rule';
  if (!nested) {
    const selectors = rule.selectors.map((selector) => scopedSelector(selector.trim(), scope));
    if (selectors.some((selector) => selector === null)) {
      problems.push(
        `the selector "${rule.selector}" reaches outside the form${at(rule.source?.start?.line)}`,
      );
      return void rule.remove();
    }
    rule.selectors = selectors as string[];
  }
  // Nested rules are relative to their parent, which is scoped already.
  for (const child of [...(rule.nodes ?? [])]) scopeNode(child, scope, problems);
}

/** The selector under the scope; null for one that starts by leaving it (+ or ~ a sibling). */
function scopedSelector(selector: string, scope: string): string | null {
  if (/^[+~]/.test(selector)) return null;
  if (DOCUMENT_ROOT.test(selector)) return `${scope}${selector.replace(DOCUMENT_ROOT, '')}`;
  return `${scope} ${selector}`;
}

function checkDeclaration(declaration: Declaration, problems: string[]): void {
  const property = declaration.prop.toLowerCase();
  const line = at(declaration.source?.start?.line);
  if (BINDING_PROPERTIES.has(property))
    problems.push(`"${declaration.prop}" is not allowed${line}`);
  else if (LOADING_VALUE.test(declaration.value))
    problems.push(`"${declaration.prop}" may not load files (url(), image-set())${line}`);
  else if (property === 'position' && /\bfixed\b/i.test(declaration.value))
    problems.push(`"position: fixed" is not allowed: it would lay the form over the page${line}`);
  else return;
  declaration.remove();
}

function at(line: number | undefined): string {
  return line === undefined ? '' : ` (line ${line})`;
}
