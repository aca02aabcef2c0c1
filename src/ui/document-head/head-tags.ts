/**
 * Keeps the head's page tags in step with the route, for whatever reads them after the first
 * load (a share button, a crawler that runs JavaScript). The server writes them for the first load
 * (src/server/seo); a static host's index.html has only the description. Tags are created when
 * missing. On the first page (`navigated` false) a description already there stays: the server
 * wrote the page's own, which fits better than the site's the client knows.
 */
export function updateHeadTags(doc: Document, title: string, description: string, navigated: boolean): void {
  const url = doc.location.origin + doc.location.pathname;
  put(doc, 'link', 'rel', 'canonical', 'href', url);
  put(doc, 'meta', 'property', 'og:url', 'content', url);
  put(doc, 'meta', 'property', 'og:title', 'content', title);
  // The government's metadata (DC.*, Category.*) the server wrote describes the first page only;
  // it is for crawlers reading that HTML, so after a navigation none of it may name another page.
  if (navigated)
    doc.head.querySelectorAll('meta[name^="DC."], meta[name^="Category."]').forEach((tag) => tag.remove());
  if (!navigated && doc.head.querySelector('meta[name="description"]')?.getAttribute('content')) return;
  put(doc, 'meta', 'name', 'description', 'content', description);
  put(doc, 'meta', 'property', 'og:description', 'content', description);
}

function put(doc: Document, tag: string, key: string, name: string, attr: string, value: string): void {
  let element = doc.head.querySelector(`${tag}[${key}="${name}"]`);
  if (!element) {
    element = doc.head.appendChild(doc.createElement(tag));
    element.setAttribute(key, name);
  }
  element.setAttribute(attr, value);
}
