import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryChecklist } from '../../../../src/adapters/http/memory-checklist.adapter';
import { MemorySites } from '../../../../src/adapters/http/memory-sites.adapter';
import { MemorySiteSettings } from '../../../../src/adapters/http/memory-site-settings.adapter';
import { accountsKitOver } from '../../../../src/application/accounts/accounts-kit';
import type { SiteChecklist } from '../../../../src/shared/site-checklist';
import { ChecklistPanel } from '../../../../src/ui/staff/checklist/checklist-panel';
import { axeViolations } from '../../../support/axe-violations';
import { accountsTwins } from '../support/accounts-twins';

jest.setTimeout(30_000);

const CHECKLIST: SiteChecklist = {
  checkedAt: '2026-11-22T02:00:00.000Z',
  lines: [
    {
      id: 'policy-pages',
      title: '三項政策頁面',
      state: 'missing',
      text: '「隱私權保護政策」尚未發布。',
      links: [{ fix: { kind: 'document', docId: 'page:privacy' }, label: '編輯「隱私權保護政策」' }],
    },
    { id: 'contact', title: '頁尾聯絡資訊', state: 'ok', text: '頁尾列出地址、電話與電子郵件。', links: [] },
    {
      id: 'captcha',
      title: '驗證碼',
      state: 'missing',
      text: '尚未設定驗證碼（CAPTCHA_SECRET）：任何驗證碼答案都會通過。',
      links: [
        {
          fix: {
            kind: 'server',
            setting: 'CAPTCHA_SECRET',
            doc: 'docs/deploy.md',
            section: 'Security settings for production',
          },
          label: '設定 CAPTCHA_SECRET',
        },
      ],
    },
    {
      id: 'backup',
      title: '定期備份',
      state: 'warning',
      text: '上次備份：9 天前，已超過 7 天。',
      links: [{ fix: { kind: 'chrome', name: 'footer' }, label: '編輯頁尾' }],
    },
  ],
};

function setup(source: MemoryChecklist) {
  const parts = accountsTwins('/home/zh-tw/editor/checklist');
  const kit = accountsKitOver({
    accounts: parts.accounts,
    audit: parts.accounts,
    siteSettings: new MemorySiteSettings(),
    sites: new MemorySites(),
    checklist: source,
    dialogs: parts.dialogs,
    clock: parts.twins.time,
  });
  parts.render(<ChecklistPanel kit={kit} lang="zh-tw" />);
  return { user: userEvent.setup() };
}

describe('政府網站檢核', () => {
  it('lists each line with its state, what is missing and where to fix it, under a summary', async () => {
    const source = new MemoryChecklist(CHECKLIST);
    const { user } = setup(source);
    expect(await screen.findByText('4 項中 1 項已符合')).toBeInTheDocument();
    expect(screen.getByText('2 項未符合、1 項需注意')).toBeInTheDocument();
    const policy = document.querySelector<HTMLElement>('[data-line="policy-pages"]')!;
    expect(within(policy).getByRole('heading', { level: 2 })).toHaveTextContent('三項政策頁面（未符合）');
    expect(within(policy).getByRole('link', { name: '編輯「隱私權保護政策」' })).toHaveAttribute(
      'href',
      '/home/zh-tw/privacy?edit=1',
    );
    const backup = document.querySelector<HTMLElement>('[data-line="backup"]')!;
    expect(within(backup).getByRole('link', { name: '編輯頁尾' })).toHaveAttribute(
      'href',
      '/home/zh-tw/editor/chrome/footer',
    );
    const captcha = document.querySelector<HTMLElement>('[data-line="captcha"]')!;
    expect(within(captcha).queryByRole('link')).toBeNull();
    expect(captcha).toHaveTextContent(
      '請主機管理者設定 CAPTCHA_SECRET（說明：docs/deploy.md「Security settings for production」）',
    );
    const contact = document.querySelector<HTMLElement>('[data-line="contact"]')!;
    expect(within(contact).queryByRole('list')).toBeNull();
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: '重新檢核' }));
    expect(await screen.findByText('4 項中 1 項已符合')).toBeInTheDocument();
    expect(source.reads).toBe(2);
  });

  it('says in zh-TW that only administrators may see it', async () => {
    const source = new MemoryChecklist(CHECKLIST);
    source.admin = false;
    setup(source);
    expect(await screen.findByRole('alert')).toHaveTextContent('只有網站管理者可以查看政府網站檢核。');
    expect(screen.queryByRole('button', { name: '重試' })).toBeNull();
  });
});
