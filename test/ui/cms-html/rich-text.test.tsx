import { screen } from '@testing-library/react';
import { RichText } from '../../../src/ui/cms-html/rich-text';
import { renderWithProviders } from '../../support/render-with-providers';

describe('RichText', () => {
  it('renders sanitized HTML, never the raw script', () => {
    const { container } = renderWithProviders(
      <RichText
        html={
          '<p>館藏<img src=x onerror="window.__pwned = true">介紹</p><script>window.__pwned = true</script>'
        }
      />,
    );
    expect(screen.getByText('館藏介紹')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('labels table scroll containers and frames with the zh-TW texts', () => {
    renderWithProviders(
      <RichText
        html={
          '<table><tr><td>1</td></tr></table><iframe src="https://www.youtube.com/embed/1fqdlK1WddE"></iframe>'
        }
      />,
    );
    expect(screen.getByRole('region', { name: '表格（可左右捲動）' })).toBeInTheDocument();
    expect(screen.getByTitle('嵌入影片').tagName).toBe('IFRAME');
  });

  it("keeps the caller's class next to its own typography class", () => {
    const { container } = renderWithProviders(<RichText html="<p>內文</p>" className="callerClass" />);
    const root = container.querySelector('[data-part="rich-text"]');
    expect(root).toHaveClass('richText');
    expect(root).toHaveClass('callerClass');
  });

  it('renders nothing for empty content', () => {
    const { container } = renderWithProviders(<RichText html={null} />);
    expect(container.querySelector('[data-part="rich-text"]')).toBeNull();
  });
});
