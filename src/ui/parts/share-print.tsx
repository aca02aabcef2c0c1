import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface SharePrintProps {
  /** Title of the page being shared (X puts it in the post). */
  title: string;
  /** Address to share; the current page when left out. */
  url?: string;
  showShare: boolean;
  showPrint: boolean;
}

const enc = encodeURIComponent;

/** Share addresses of the services Taiwanese visitors use; plain links, no third-party script. */
export function shareLinks(url: string, title: string) {
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`,
    line: `https://social-plugins.line.me/lineit/share?url=${enc(url)}`,
    x: `https://x.com/intent/post?url=${enc(url)}&text=${enc(title)}`,
  };
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Share links (Facebook, LINE, X), copy-link and print, each switched by the menu setting. The
 * share links open in a new window and say so; nothing here loads a tracking script.
 */
export function SharePrint({ title, url, showShare, showPrint }: SharePrintProps) {
  const { t } = useTranslation();
  const [copy, setCopy] = useState<CopyState>('idle');
  if (!showShare && !showPrint) return null;
  const address = url ?? (typeof window !== 'undefined' ? window.location.href : '');
  const links = shareLinks(address, title);

  const copyLink = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(address);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <Box
      role="group"
      aria-label={t('content.share.label')}
      data-part="share-print"
      css={{ '@media print': { display: 'none' } }}
    >
      <HStack gap="2" flexWrap="wrap">
        {showShare && (
          <>
            {(['facebook', 'line', 'x'] as const).map((service) => (
              <Button key={service} asChild size="sm" variant="outline" data-share={service}>
                <a href={links[service]} target="_blank" rel="noopener noreferrer">
                  {t(`content.share.${service}`)}
                  <Box as="span" srOnly>
                    {t('content.share.newWindow')}
                  </Box>
                </a>
              </Button>
            ))}
            <Button size="sm" variant="outline" onClick={() => void copyLink()}>
              {t('content.share.copy')}
            </Button>
          </>
        )}
        {showPrint && (
          <Button size="sm" variant="outline" onClick={() => window.print()}>
            {t('content.share.print')}
          </Button>
        )}
      </HStack>
      <Text
        role="status"
        fontSize="sm"
        color={copy === 'failed' ? 'fg.error' : 'fg.success'}
        mt="1"
        minH="1.5em"
      >
        {copy === 'copied'
          ? t('content.share.copied')
          : copy === 'failed'
            ? t('content.share.copyFailed')
            : ''}
      </Text>
    </Box>
  );
}
