import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { listPageHref, listParamsFromSearch } from '../../../../src/domain/content/list-params';
import type { ListLayoutProps } from '../../../../src/ui/layouts/contract/layout-contract';
import { listLayouts } from '../../../../src/ui/layouts/content-layouts.registry';
import { MailboxNeedsScript } from '../../../../src/ui/pages/mailbox-needs-script';
import { testI18n } from '../../../support/render-with-providers';
import { items, listProps } from './content-builders';

/**
 * What the server writes for a visitor whose browser runs no script: the HTML of one render, with
 * no effect run. The list shows the page its URL names, its pager is links, its filters a GET form.
 */
const serverHtml = (element: React.ReactElement, at: string) => {
  const [path, search = ''] = at.split('?');
  return renderToStaticMarkup(
    <I18nextProvider i18n={testI18n()}>
      <Router ssrPath={path} ssrSearch={search}>
        {element}
      </Router>
    </I18nextProvider>,
  );
};

// DOMParser runs no script, so it reads a noscript's content as markup, as such a browser does.
const parse = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');

describe('a list rendered on the server at ?page=2', () => {
  async function html(search: string) {
    const Layout = (await listLayouts['cms-normal']()).default;
    const params = listParamsFromSearch(search);
    const props: ListLayoutProps = listProps('cms-normal', [items.normal()], {
      params,
      pageHref: (page) => listPageHref('/home/zh-tw/news', params, page),
      list: { rows: [items.normal()], total: 40 },
    });
    return parse(serverHtml(<Layout {...props} />, `/home/zh-tw/news${search}`));
  }

  it('marks page 2 as the current page in its first and only render', async () => {
    const doc = await html('?page=2&tag=%E6%B5%B7%E6%B4%8B');
    const current = doc.querySelector('[data-part="pager"] a[aria-current="page"]');
    expect(current?.textContent).toBe('2');
    expect(doc.querySelector('[data-part="pager"]')?.textContent).toContain('第 2 頁，共 4 頁');
  });

  it('writes every page, previous and next as a link with its filters kept', async () => {
    const doc = await html('?page=2&tag=%E6%B5%B7%E6%B4%8B');
    const hrefs = [...doc.querySelectorAll('[data-part="pager"] a')].map((a) => a.getAttribute('href'));
    const tag = encodeURIComponent('海洋');
    expect(hrefs).toEqual([
      `/home/zh-tw/news?tag=${tag}`,
      `/home/zh-tw/news?tag=${tag}`,
      `/home/zh-tw/news?page=2&tag=${tag}`,
      `/home/zh-tw/news?page=3&tag=${tag}`,
      `/home/zh-tw/news?page=4&tag=${tag}`,
      `/home/zh-tw/news?page=3&tag=${tag}`,
    ]);
    expect(doc.querySelector('[data-part="pager"] button')).toBeNull();
  });

  it('writes its filters as a GET form with named fields and the chosen values', async () => {
    const doc = await html('?page=2&search=%E6%B8%AF&sort=title&order=asc');
    const form = doc.querySelector('form[data-part="list-filters"]')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.querySelector('input[name="search"]')?.getAttribute('value')).toBe('港');
    expect(form.querySelector('select[name="sort"] option[selected]')?.getAttribute('value')).toBe(
      'title:asc',
    );
    expect(form.querySelector('button[type="submit"]')).not.toBeNull();
  });
});

describe('the mailbox page without the script', () => {
  it('says in a noscript that sending a letter needs JavaScript, with the footer phone and e-mail', () => {
    const html = serverHtml(
      <MailboxNeedsScript footer={{ phone: '(02) 2345-6789 #12', email: 'service@museum.gov.tw' }} />,
      '/home/zh-tw/mailbox',
    );
    const noscript = parse(html).querySelector('noscript[data-part="mailbox-needs-script"]');
    expect(noscript).not.toBeNull();
    const inside = noscript!;
    expect(inside.textContent).toContain('寄出信件需要啟用瀏覽器的 JavaScript。');
    expect(inside.textContent).toContain('您也可以透過以下方式與我們聯絡：');
    expect(inside.querySelector('a[href="tel:0223456789,12"]')?.textContent).toBe('(02) 2345-6789 #12');
    expect(inside.querySelector('a[href="mailto:service@museum.gov.tw"]')).not.toBeNull();
  });

  it('says only the sentence when the site names no phone or e-mail', () => {
    const html = serverHtml(<MailboxNeedsScript footer={null} />, '/home/zh-tw/mailbox');
    expect(html).toContain('寄出信件需要啟用瀏覽器的 JavaScript。');
    expect(html).not.toContain('您也可以');
    expect(html).not.toContain('<a');
  });
});
