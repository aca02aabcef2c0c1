import { AspectRatio, Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { youtubeEmbedUrl } from '../rich-text/embed-hosts';
import { safeHref } from '../rich-text/safe-url';
import { IFRAME_ALLOW, IFRAME_SANDBOX } from '../rich-text/embed-policy';

export interface VideoEmbedProps {
  /** The item's `videoUrl`: an embed, watch or share address, or a bare video id. */
  url: unknown;
  /** The video's title; the frame is named after it. */
  title: string;
}

/**
 * A YouTube video through the privacy-enhanced host (no cookies until the visitor plays it),
 * loaded lazily and sandboxed like the frames in CMS rich text.
 */
export function VideoEmbed({ url, title }: VideoEmbedProps) {
  const { t } = useTranslation();
  const embed = typeof url === 'string' ? youtubeEmbedUrl(url) : null;
  if (!embed) {
    const href = safeHref(url);
    return (
      <Box data-part="video-embed" p="4" bg="bg.subtle" borderRadius="md">
        <Text>{t('content.video.unavailable')}</Text>
        {href && (
          <a href={href} target="_blank" rel="noopener noreferrer">
            {href}
          </a>
        )}
      </Box>
    );
  }
  return (
    <AspectRatio
      ratio={16 / 9}
      data-part="video-embed"
      maxW="64rem"
      mx="auto"
      bg="black"
      borderRadius="md"
      overflow="hidden"
    >
      <iframe
        src={embed}
        title={t('content.video.title', { title })}
        loading="lazy"
        sandbox={IFRAME_SANDBOX}
        allow={IFRAME_ALLOW}
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        style={{ border: 0 }}
      />
    </AspectRatio>
  );
}
