import type { ReactNode } from 'react';
import { LIST_FIELD } from '../../../domain/editing/list-document';
import type { ChromeName } from '../../../shared/document-id';
import type { Banner, MenuItem } from '../../../shared/api-types';
import type { DocumentData } from '../../../domain/editing/authoring.port';
import type { EditFormArgs } from '../parts/edit-form-args';
import { BannerForm } from './banner-form';
import { FooterForm } from './footer-form';
import { HeaderForm } from './header-form';
import { MenuTreeForm } from './menu-tree-form';

export const CHROME_TITLES: Record<ChromeName, string> = {
  header: '頁首',
  menu: '選單',
  footer: '頁尾',
  banner: '桌機版輪播圖',
  bannerMobile: '手機版輪播圖',
};

/** The form of one chrome part. */
export function chromeForm(
  name: ChromeName,
  pages: ReadonlyArray<{ path: string; title: string; published?: false }>,
): (args: EditFormArgs) => ReactNode {
  switch (name) {
    case 'header':
      return (args) => <HeaderForm {...args} />;
    case 'footer':
      return (args) => <FooterForm {...args} />;
    case 'banner':
    case 'bannerMobile':
      return (args) => <BannerForm {...args} />;
    case 'menu':
      return ({ value, onChange, readOnly }) => (
        <MenuTreeForm
          menu={Array.isArray(value[LIST_FIELD]) ? (value[LIST_FIELD] as MenuItem[]) : []}
          onChange={(menu) => onChange({ ...value, [LIST_FIELD]: menu }, LIST_FIELD)}
          pages={pages}
          readOnly={readOnly}
        />
      );
  }
}

/** The draft as the chrome part the public components read; slides without a picture are left out. */
export function draftChrome(name: ChromeName, draft: DocumentData): Record<string, unknown> {
  switch (name) {
    case 'menu':
      return { menu: Array.isArray(draft[LIST_FIELD]) ? draft[LIST_FIELD] : [] };
    case 'banner':
    case 'bannerMobile': {
      const rows = Array.isArray(draft.rows) ? (draft.rows as Array<Partial<Banner['rows'][number]>>) : [];
      return { [name]: { ...draft, rows: rows.filter((row) => row.image) } };
    }
    default:
      return { [name]: draft };
  }
}
