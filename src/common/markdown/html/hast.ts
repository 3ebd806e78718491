/** Small helpers over hast (HTML syntax trees), iterative where depth comes from user content. */
import type { Element, ElementContent, Nodes, Parents, Root } from 'hast';

export const h = (tagName: string, properties: Element['properties'], children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

export const t = (value: string): ElementContent => ({ type: 'text', value });

/** Elements that end a line of text when read as plain text. */
const BLOCKS = /^(p|li|h\d|pre|td|th|tr|div|figcaption|summary|dt|dd|blockquote|br)$/;

/** The text of a node, blocks apart by a space. */
export function textOf(node: Nodes): string {
  const parts: string[] = [];
  const stack: Nodes[] = [node];
  for (let n = stack.pop(); n; n = stack.pop()) {
    if (n.type === 'text') parts.push(n.value);
    else if ('children' in n) {
      if (n.type === 'element' && BLOCKS.test(n.tagName)) parts.push(' ');
      for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i] as Nodes);
    }
  }
  return parts.join('');
}

/** Elements deeper than `max` become their text (raw HTML can nest without end). */
export function capDepth(root: Root, max: number): void {
  const stack: Array<[Parents, number]> = [[root, 0]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [node, depth] = item;
    if (depth + 1 >= max) {
      node.children = node.children.map((c) => (c.type === 'element' ? t(textOf(c)) : c)) as typeof node.children;
      continue;
    }
    for (const child of node.children) if (child.type === 'element') stack.push([child, depth + 1]);
  }
}

/** Calls `visit` on every element, parents first; `visit` may replace an element's children. */
export function eachElement(root: Parents, visit: (element: Element, parent: Parents) => void): void {
  const stack: Array<[Element, Parents]> = [];
  const push = (parent: Parents) => {
    for (let i = parent.children.length - 1; i >= 0; i--) {
      const child = parent.children[i]!;
      if (child.type === 'element') stack.push([child, parent]);
    }
  };
  push(root);
  for (let item = stack.pop(); item; item = stack.pop()) {
    visit(item[0], item[1]);
    push(item[0]);
  }
}

/**
 * Replaces elements for which `map` returns nodes. Replacements are mapped in turn, except
 * elements in `made` (built by `map` itself), whose children are still visited.
 */
export function replaceElements(
  root: Parents,
  map: (element: Element) => ElementContent[] | undefined,
  made: WeakSet<Element> = new WeakSet(),
): void {
  const stack: Parents[] = [root];
  for (let parent = stack.pop(); parent; parent = stack.pop()) {
    const out: ElementContent[] = [];
    const queue = [...(parent.children as ElementContent[])].reverse();
    for (let child = queue.pop(); child; child = queue.pop()) {
      const replaced = child.type === 'element' && !made.has(child) ? map(child) : undefined;
      if (replaced) {
        for (let i = replaced.length - 1; i >= 0; i--) {
          const node = replaced[i]!;
          if (node === child && node.type === 'element') made.add(node);
          queue.push(node);
        }
        continue;
      }
      out.push(child);
      if (child.type === 'element') stack.push(child);
    }
    parent.children = out as typeof parent.children;
  }
}

export const classes = (element: Element): string[] => {
  const value: unknown = element.properties.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
};

export const prop = (element: Element, name: string): string | undefined => {
  const value = element.properties[name];
  return value === undefined || value === null || value === false
    ? undefined
    : Array.isArray(value)
      ? value.join(' ')
      : String(value);
};
