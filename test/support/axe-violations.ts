import axe from 'axe-core';

/**
 * axe over the whole document, so dialogs in their portal are read too. Colour contrast needs real
 * rendering (the e2e crawl checks it); everything structural is here. A panel rendered alone sits
 * outside the frame's landmarks, so `region` is checked only where the whole page is (`inFrame`).
 */
export async function axeViolations({ inFrame = false } = {}): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: inFrame } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
