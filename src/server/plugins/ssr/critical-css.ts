/**
 * The part of the public pages' stylesheet one page needs for its first paint (decision 0052): every
 * rule whose selector can match, judged by class names. The stylesheet is Tailwind's output, minified;
 * it is read once into rules, each with the classes its selectors require, and each rendered page keeps
 * the rules whose classes its HTML (or the site script) names. Rules without a class (preflight,
 * `:root`, the theme's variables), `@property`, `@keyframes` and `@font-face` are always kept.
 */

type CssNode =
  | { kind: 'raw'; text: string }
  | { kind: 'group'; prelude: string; children: CssNode[] }
  | { kind: 'rule'; text: string; needs: string[][] };

export interface ParsedStylesheet {
  nodes: CssNode[];
}

/** At-rules whose block holds rules to filter; any other at-rule's block is kept whole. */
const GROUPING = /^@(layer|media|supports|container|starting-style|scope)\b/;

/** Index just past the block that opens at `open` (a `{`), skipping strings and comments. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") i = stringEnd(css, i);
    else if (c === '/' && css[i + 1] === '*') i = css.indexOf('*/', i + 2) + 1 || css.length;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  return css.length;
}

function stringEnd(css: string, start: number): number {
  const quote = css[start];
  for (let i = start + 1; i < css.length; i++) {
    if (css[i] === '\\') i++;
    else if (css[i] === quote) return i;
  }
  return css.length;
}

function parseNodes(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  let i = 0;
  while (i < css.length) {
    while (i < css.length && /\s/.test(css[i]!)) i++;
    if (i >= css.length) break;
    if (css.startsWith('/*', i)) {
      const end = css.indexOf('*/', i + 2);
      const stop = end < 0 ? css.length : end + 2;
      nodes.push({ kind: 'raw', text: css.slice(i, stop) });
      i = stop;
      continue;
    }
    // The prelude runs to the first `{` or `;` outside strings and brackets.
    let j = i;
    let depth = 0;
    for (; j < css.length; j++) {
      const c = css[j];
      if (c === '"' || c === "'") j = stringEnd(css, j);
      else if (c === '(' || c === '[') depth++;
      else if (c === ')' || c === ']') depth--;
      else if (depth === 0 && (c === '{' || c === ';')) break;
    }
    const prelude = css.slice(i, j).trim();
    if (j >= css.length || css[j] === ';') {
      nodes.push({ kind: 'raw', text: css.slice(i, Math.min(j + 1, css.length)) });
      i = j + 1;
      continue;
    }
    const end = blockEnd(css, j);
    if (prelude.startsWith('@')) {
      if (GROUPING.test(prelude)) nodes.push({ kind: 'group', prelude, children: parseNodes(css.slice(j + 1, end - 1)) });
      else nodes.push({ kind: 'raw', text: css.slice(i, end) });
    } else {
      nodes.push({ kind: 'rule', text: css.slice(i, end), needs: selectorNeeds(prelude) });
    }
    i = end;
  }
  return nodes;
}

/** A CSS identifier's escapes undone: `md\:flex` -> `md:flex`, `\32 xl` -> `2xl`. */
function unescapeIdent(ident: string): string {
  return ident.replace(/\\([0-9a-fA-F]{1,6}\s?|[\s\S])/g, (_, esc: string) =>
    /^[0-9a-fA-F]/.test(esc) && /^[0-9a-fA-F]{1,6}\s?$/.test(esc) ? String.fromCodePoint(parseInt(esc.trim(), 16)) : esc,
  );
}

/** Splits at top-level commas (not inside brackets or strings). */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '"' || c === "'") i = stringEnd(text, i);
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/**
 * For each selector of a list, the classes it requires to match. Classes inside `:not(...)` are not
 * required (nor those of attribute selectors): the rule is kept without them.
 */
export function selectorNeeds(selectorList: string): string[][] {
  return splitTopLevel(selectorList).map((selector) => {
    const classes: string[] = [];
    const negated: boolean[] = [];
    for (let i = 0; i < selector.length; i++) {
      const c = selector[i];
      if (c === '\\') i++;
      else if (c === '[') {
        // An attribute selector: skip to its end.
        while (i < selector.length && selector[i] !== ']')
          i = selector[i] === '"' || selector[i] === "'" ? stringEnd(selector, i) + 1 : i + 1;
      } else if (c === '(') negated.push(/:not$/.test(selector.slice(0, i)) || negated.at(-1) === true);
      else if (c === ')') negated.pop();
      else if (c === '.') {
        let j = i + 1;
        while (j < selector.length && (/[\w-]/.test(selector[j]!) || selector[j]!.charCodeAt(0) > 127 || selector[j] === '\\')) {
          j += selector[j] === '\\' ? (/[0-9a-fA-F]/.test(selector[j + 1] ?? '') ? hexEscapeLength(selector, j) : 2) : 1;
        }
        if (j > i + 1 && negated.at(-1) !== true) classes.push(unescapeIdent(selector.slice(i + 1, j)));
        i = j - 1;
      }
    }
    return classes;
  });
}

function hexEscapeLength(text: string, at: number): number {
  let j = at + 1;
  while (j < text.length && j - at <= 6 && /[0-9a-fA-F]/.test(text[j]!)) j++;
  if (text[j] === ' ') j++;
  return j - at;
}

export function parseStylesheet(css: string): ParsedStylesheet {
  return { nodes: parseNodes(css) };
}

function serialize(nodes: readonly CssNode[], has: (name: string) => boolean): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'raw') {
      if (!node.text.startsWith('/*')) out += node.text;
    } else if (node.kind === 'rule') {
      if (node.needs.some((classes) => classes.every(has))) out += node.text;
    } else {
      const inner = serialize(node.children, has);
      // An empty @layer block still fixes the layers' order; other empty groups go.
      if (inner || node.prelude.startsWith('@layer')) out += `${node.prelude}{${inner}}`;
    }
  }
  return out;
}

/** The rules of `sheet` that the given classes can match (and every rule that needs none). */
export function criticalCss(sheet: ParsedStylesheet, classes: ReadonlySet<string>): string {
  return serialize(sheet.nodes, (name) => classes.has(name));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#x27': "'", '#39': "'" };

/** Every class name the HTML's class attributes hold, entities undone. */
export function classesInHtml(html: string, into = new Set<string>()): Set<string> {
  for (const m of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of m[1]!.replace(/&(#x27|#39|amp|lt|gt|quot|apos);/g, (_, e: string) => ENTITIES[e] ?? _).split(/\s+/)) {
      if (name) into.add(name);
    }
  }
  return into;
}

/** Every whitespace- or quote-separated word of a script: the class names its code sets (toasts, menus). */
export function wordsInScript(js: string, into = new Set<string>()): Set<string> {
  for (const word of js.split(/[\s"'`]+/)) if (word) into.add(word);
  return into;
}

/** Every class some selector of the stylesheet requires: what the stylesheet can style. */
export function classesStyledBy(sheet: ParsedStylesheet): Set<string> {
  const found = new Set<string>();
  const walk = (nodes: readonly CssNode[]) => {
    for (const node of nodes) {
      if (node.kind === 'rule') for (const classes of node.needs) for (const name of classes) found.add(name);
      else if (node.kind === 'group') walk(node.children);
    }
  };
  walk(sheet.nodes);
  return found;
}
