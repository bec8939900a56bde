/*
 * The preview is redrawn at every key. Setting the page's HTML anew makes the browser parse it,
 * restyle and lay out all of it, style elements included; most of it is what was there. `morph`
 * changes the nodes that differ and leaves the others as they are, so a word typed in a heading
 * changes one text node.
 */

/** Makes the children of `target` what the children of `source` are, touching only what differs. */
export function morph(target: ParentNode, source: ParentNode): void {
  const wanted = [...source.childNodes];
  const present = [...target.childNodes];
  wanted.forEach((node, index) => {
    const here = present[index];
    if (!here) target.appendChild(node);
    else if (!sameKind(here, node)) target.replaceChild(node, here);
    else if (here.nodeType === Node.ELEMENT_NODE) {
      copyAttributes(here as Element, node as Element);
      morph(here as Element, node as Element);
    } else if (here.nodeValue !== node.nodeValue) here.nodeValue = node.nodeValue;
  });
  for (const extra of present.slice(wanted.length)) extra.remove();
}

/** Whether one node can be made into the other: the same kind, and for an element the same tag. */
const sameKind = (a: Node, b: Node) => a.nodeType === b.nodeType && a.nodeName === b.nodeName;

function copyAttributes(target: Element, source: Element): void {
  for (const { name } of [...target.attributes]) if (!source.hasAttribute(name)) target.removeAttribute(name);
  for (const { name, value } of [...source.attributes]) if (target.getAttribute(name) !== value) target.setAttribute(name, value);
}
