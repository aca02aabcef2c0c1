import { TEXT_LEVEL } from './html-elements';

/**
 * What an author would call "lost" between two versions of rich text: an element with its
 * attributes, a piece of text, or a piece of text leaving an element it was in. Used to prove that
 * the editor keeps what it opens (the round-trip test) and, at run time, to decide which blocks
 * must be kept whole because the editor cannot represent them.
 *
 * Additions are not losses: the editor may add a paragraph around loose text or a `scope` to a
 * header cell. Whitespace that HTML collapses anyway is ignored; a no-break space is text.
 */

/** An element as compared: its tag, and its attributes with each style declaration on its own. */
interface Described {
  tag: string;
  parts: Set<string>;
}

/**
 * A style as the browser reads it: writing HTML through the DOM spells colours as rgb() and puts
 * the declarations its own way, which changes no pixel.
 */
function browserStyle(style: string, doc: Document): string {
  const scratch = doc.createElement('span');
  scratch.setAttribute('style', style);
  return scratch.style.cssText;
}

function describe(element: Element): Described {
  const parts = new Set<string>();
  for (const attribute of Array.from(element.attributes)) {
    if ((attribute.name === 'colspan' || attribute.name === 'rowspan') && attribute.value === '1') continue;
    if (attribute.name === 'style') {
      for (const declaration of browserStyle(attribute.value, element.ownerDocument).split(';')) {
        const [property, ...value] = declaration.split(':');
        if (property?.trim() && value.length > 0)
          parts.add(`style:${property.trim().toLowerCase()}: ${value.join(':').trim()}`);
      }
    } else parts.add(`${attribute.name}="${attribute.value}"`);
  }
  return { tag: element.tagName.toLowerCase(), parts };
}

/** `tag[name="value" …]`, attributes sorted, so equal elements compare equal. */
export function signatureOf(element: Element): string {
  const { tag, parts } = describe(element);
  return `${tag}[${[...parts].sort().join(' ')}]`;
}

/** Whether `now` still is `was`: the same tag, and every attribute and style it had (more is fine). */
const keeps = (now: Described, was: Described): boolean =>
  now.tag === was.tag && [...was.parts].every((part) => now.parts.has(part));

const nameOf = (d: Described) => `${d.tag}[${[...d.parts].sort().join(' ')}]`;

/** The same element twice in a row (two spans of the same colour) reads as one; the editor merges them. */
function mergeAdjacentTwins(root: Element): void {
  for (const element of Array.from(root.querySelectorAll('*')).reverse()) {
    const next = element.nextSibling;
    if (next?.nodeType !== 1 || !TEXT_LEVEL.has(element.tagName.toLowerCase())) continue;
    const sibling = next as Element;
    if (signatureOf(sibling) !== signatureOf(element)) continue;
    element.append(...Array.from(sibling.childNodes));
    sibling.remove();
  }
}

/** Whitespace HTML collapses; U+00A0 is not among it. */
const COLLAPSIBLE = /[ \t\n\r\f]/;

interface Inventory {
  elements: Described[];
  /** Each visible character, or `<img …>` for an element without text, with the elements around it. */
  characters: Array<{ text: string; within: Described[] }>;
}

function inventoryOf(original: Element): Inventory {
  const root = original.cloneNode(true) as Element;
  mergeAdjacentTwins(root);
  const elements: Described[] = [];
  const characters: Inventory['characters'] = [];
  const walk = (node: Node, within: Described[]) => {
    if (node.nodeType === 3) {
      for (const ch of node.nodeValue ?? '') {
        if (!COLLAPSIBLE.test(ch)) characters.push({ text: ch, within });
      }
      return;
    }
    if (node.nodeType !== 1) return;
    const element = node as Element;
    const described = describe(element);
    elements.push(described);
    if (element.childNodes.length === 0 && /^(img|iframe|hr|br)$/i.test(element.tagName))
      characters.push({ text: `<${nameOf(described)}>`, within });
    const inner = [...within, described];
    for (const child of Array.from(element.childNodes)) walk(child, inner);
  };
  for (const child of Array.from(root.childNodes)) walk(child, []);
  return { elements, characters };
}

/** The elements of `was` that no element of `now` keeps, each of `now` standing for one at most. */
function unmatched(was: Described[], now: Described[]): Described[] {
  const free = new Map<string, Described[]>();
  for (const d of now) free.set(d.tag, [...(free.get(d.tag) ?? []), d]);
  const missing: Described[] = [];
  // The most specific first, so a plain <p> does not take the one element that keeps a styled one.
  for (const d of [...was].sort((x, y) => y.parts.size - x.parts.size)) {
    const candidates = free.get(d.tag) ?? [];
    const at = candidates.findIndex((c) => keeps(c, d));
    if (at < 0) missing.push(d);
    else candidates.splice(at, 1);
  }
  return missing;
}

/** Every loss from `before` to `after`, described for a test failure; [] when nothing was lost. */
export function lostParts(before: Element, after: Element): string[] {
  const was = inventoryOf(before);
  const now = inventoryOf(after);
  const lost = unmatched(was.elements, now.elements).map((d) => `element ${nameOf(d)}`);
  const wasText = was.characters.map((c) => c.text).join('');
  const nowText = now.characters.map((c) => c.text).join('');
  if (wasText !== nowText) {
    let at = 0;
    while (at < wasText.length && wasText[at] === nowText[at]) at += 1;
    lost.push(`text from «${wasText.slice(at, at + 40)}», now «${nowText.slice(at, at + 40)}»`);
    return lost;
  }
  for (let i = 0; i < was.characters.length; i += 1) {
    const around = now.characters[i]!.within;
    const left = was.characters[i]!.within.filter((d) => !around.some((a) => keeps(a, d)));
    if (left.length > 0) {
      lost.push(`«${was.characters[i]!.text}» at ${i} left ${left.map(nameOf).join(', ')}`);
      break;
    }
  }
  return lost;
}
