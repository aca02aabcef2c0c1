import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NoticePanel } from '../../../../src/ui/staff/mailbox/notice-panel';
import { axeViolations } from '../../../support/axe-violations';
import { mailboxTwins } from './mailbox-twins';

const DEFAULT = '測試館依個人資料保護法第 8 條，告知下列事項：\n一、蒐集機關：測試館。';

function setup() {
  const parts = mailboxTwins();
  parts.mailbox.seedNotice({
    path: 'mailbox',
    title: '民意信箱',
    text: DEFAULT,
    defaultText: DEFAULT,
    custom: false,
  });
  const view = parts.render(<NoticePanel kit={parts.kit} />);
  return { ...parts, view, user: userEvent.setup() };
}

describe('個人資料蒐集告知 on 信箱管理', () => {
  it('lets an administrator rewrite a mailbox notice, refuses an empty one and goes back to the default', async () => {
    const { user, mailbox } = setup();
    const box = await screen.findByLabelText('民意信箱（mailbox）的告知內容');
    expect(box).toHaveValue(DEFAULT);
    expect(screen.getByText('目前使用預設內容。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '還原預設' })).toBeDisabled();

    await user.clear(box);
    await user.click(screen.getByRole('button', { name: '儲存告知' }));
    expect(await screen.findByText('請填寫告知內容；要用預設內容請按「還原預設」。')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(mailbox.calls).not.toContain('writeNotice');

    await user.type(box, '本館蒐集您的姓名與電子郵件，僅用於回覆。');
    await user.click(screen.getByRole('button', { name: '儲存告知' }));
    const form = box.closest('form')!;
    expect(
      await within(form).findByText('已儲存個人資料蒐集告知，民意信箱表單即日起顯示新內容。'),
    ).toBeInTheDocument();
    expect(screen.getByText('目前使用自訂內容。')).toBeInTheDocument();
    expect((await mailbox.notices())[0]).toMatchObject({
      text: '本館蒐集您的姓名與電子郵件，僅用於回覆。',
      custom: true,
    });
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: '還原預設' }));
    expect(await within(form).findByText('已還原預設的個人資料蒐集告知。')).toBeInTheDocument();
    expect(box).toHaveValue(DEFAULT);
  });
});
