import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../composition/services-provider';

/**
 * `12,345`, as `Intl.NumberFormat('zh-TW')` writes it, without Intl: the first Intl object of a page
 * loads the locale's data, about 77 ms in Chromium (some 300 ms of blocked main thread on a throttled
 * phone), and this line is on every first screen.
 */
const grouped = (total: number): string => String(Math.trunc(total)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * 瀏覽人次 in the footer. The counter is asked after the frame has rendered, so it never holds up
 * the page; the line keeps its height while the number travels, so its arrival shifts nothing.
 * When the counter cannot be read the line stays empty.
 */
export function VisitCount() {
  const { t } = useTranslation();
  const { visits } = useServices();
  const [total, setTotal] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    void visits.total().then((value) => {
      if (live) setTotal(value);
    });
    return () => {
      live = false;
    };
  }, [visits]);

  return (
    <p data-part="visit-count">
      {total === null ? '\u00a0' : t('chrome.footer.visits', { total: grouped(total) })}
    </p>
  );
}
