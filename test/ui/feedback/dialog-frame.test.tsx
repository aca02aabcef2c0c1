import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { DialogFrame, type DialogFrameProps } from '../../../src/ui/feedback/dialog-frame';
import { axeViolations } from '../../support/axe-violations';
import { renderWithProviders } from '../../support/render-with-providers';

type Options = Partial<Pick<DialogFrameProps, 'alert' | 'dismissible' | 'description'>> & {
  focusTitle?: boolean;
};

/** A button that opens the frame, a field to start in and a 完成 button that closes it. */
function setup({ focusTitle = false, ...options }: Options = {}) {
  const closed = jest.fn();
  function Opener() {
    const [open, setOpen] = useState(false);
    const field = useRef<HTMLInputElement>(null);
    const heading = useRef<HTMLHeadingElement>(null);
    const opener = useRef<HTMLButtonElement>(null);
    const close = () => {
      closed();
      setOpen(false);
    };
    return (
      <>
        <button ref={opener} type="button" onClick={() => setOpen(true)}>
          開啟
        </button>
        <DialogFrame
          open={open}
          title="新增單元"
          part="test-dialog"
          onClose={close}
          initialFocus={focusTitle ? heading : field}
          finalFocus={() => opener.current}
          {...(focusTitle ? { titleRef: heading } : {})}
          {...options}
          footer={
            <button type="button" onClick={close}>
              完成
            </button>
          }
        >
          <label htmlFor="name">名稱</label>
          <input id="name" ref={field} />
        </DialogFrame>
      </>
    );
  }
  renderWithProviders(<Opener />);
  return { user: userEvent.setup(), closed };
}

describe('the one dialog frame of the editor and the staff screens', () => {
  // jsdom lays nothing out, and the focus trap only focuses an element that has a size.
  beforeEach(() => {
    jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(80);
  });
  afterEach(() => jest.restoreAllMocks());

  it('is a dialog named by its title, mounted only while open, with focus where it was asked', async () => {
    const { user } = setup({ description: '單元是網站的一個頁面。' });
    expect(document.querySelector('[data-part="test-dialog"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: '開啟' }));
    const dialog = await screen.findByRole('dialog', { name: '新增單元' });
    expect(dialog).toHaveAttribute('data-part', 'test-dialog');
    expect(dialog).toHaveAccessibleDescription('單元是網站的一個頁面。');
    await waitFor(() => expect(screen.getByLabelText('名稱')).toHaveFocus());
    expect(await axeViolations()).toEqual([]);
  });

  it('closes on Escape and gives focus back to the control that opened it', async () => {
    const { user, closed } = setup();
    await user.click(screen.getByRole('button', { name: '開啟' }));
    await waitFor(() => expect(screen.getByLabelText('名稱')).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(closed).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: '開啟' })).toHaveFocus());
  });

  it('keeps a question that must be answered open on Escape, as an alert dialog', async () => {
    const { user, closed } = setup({ alert: true, dismissible: false });
    await user.click(screen.getByRole('button', { name: '開啟' }));
    await screen.findByRole('alertdialog', { name: '新增單元' });
    await user.keyboard('{Escape}');
    expect(closed).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog', { name: '新增單元' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '完成' }));
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('can start on its heading, so a long dialog is read from the top', async () => {
    const { user } = setup({ focusTitle: true });
    await user.click(screen.getByRole('button', { name: '開啟' }));
    const heading = await screen.findByRole('heading', { name: '新增單元' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });
});
