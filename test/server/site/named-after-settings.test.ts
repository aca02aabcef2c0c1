import { PLACEHOLDER_SITE_NAME } from '../../../src/server/seed/placeholder-site';
import { namedAfterSettings } from '../../../src/server/site/public-site-document';

describe('the site’s name where the header and footer still hold the placeholder’s', () => {
  const named = { title: '臨海文化館', description: '', keywords: [] };

  it('reads 網站設定’s name in the header title and the copyright', () => {
    expect(namedAfterSettings({ title: PLACEHOLDER_SITE_NAME }, 'title', named)).toEqual({
      title: '臨海文化館',
    });
    expect(namedAfterSettings({ copyright: PLACEHOLDER_SITE_NAME, links: [] }, 'copyright', named)).toEqual({
      copyright: '臨海文化館',
      links: [],
    });
  });

  it('never replaces text a team wrote, nor with an empty name', () => {
    expect(namedAfterSettings({ title: '臨海鎮立文化館' }, 'title', named)).toEqual({
      title: '臨海鎮立文化館',
    });
    expect(
      namedAfterSettings({ title: PLACEHOLDER_SITE_NAME }, 'title', {
        title: '  ',
        description: '',
        keywords: [],
      }),
    ).toEqual({
      title: PLACEHOLDER_SITE_NAME,
    });
    expect(namedAfterSettings({ title: PLACEHOLDER_SITE_NAME }, 'title', undefined)).toEqual({
      title: PLACEHOLDER_SITE_NAME,
    });
  });
});
