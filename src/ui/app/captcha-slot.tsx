import { Box, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../composition/services-provider';

/**
 * Where the captcha widget appears (login, mailbox). Mounting it is what loads the third-party
 * script, so pages without this slot never load it; with no site key configured it renders nothing.
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
    <Box data-part="captcha-slot" role="group" aria-label={label}>
      <div ref={ref} />
      {unavailable && (
        <Text role="alert" color="red.700" fontSize="sm" mt="2">
          {t('app.captcha.unavailable')}
        </Text>
      )}
    </Box>
  );
}
