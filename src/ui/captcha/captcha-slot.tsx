import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../composition/services-provider';
import styles from './captcha-slot.module.css';

/**
 * Where the captcha widget appears (login, mailbox). Mounting it is what loads the third-party
 * script, so pages without this slot never load it; with no site key configured it renders nothing.
 * Plain markup, not Chakra: the mailbox form is on a content page, and every content page imports this
 * slot, so a Chakra import here put Chakra's runtime and emotion (14 KB gzip) on all of them.
 */
export function CaptchaSlot({ label }: { label?: string }) {
  const { t } = useTranslation();
  const { captcha } = useServices();
  const ref = useRef<HTMLDivElement>(null);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    if (!captcha.enabled || !ref.current) return;
    return captcha.mount(ref.current, () => setUnavailable(true));
  }, [captcha]);

  if (!captcha.enabled) return null;
  return (
    <div data-part="captcha-slot" role="group" aria-label={label}>
      <div ref={ref} />
      {unavailable && (
        <p role="alert" className={styles.unavailable}>
          {t('app.captcha.unavailable')}
        </p>
      )}
    </div>
  );
}
