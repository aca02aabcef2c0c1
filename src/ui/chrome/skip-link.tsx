import { chakra } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

export interface SkipLinkProps {
  /** Id of the element to jump to; every frame renders `<main id="main-content" tabIndex={-1}>`. */
  targetId?: string;
}

/**
 * 「跳到主要內容」: the first focusable element of the page, hidden until it receives focus. The
 * click handler moves focus itself because a fragment link alone scrolls but leaves keyboard focus
 * behind in some browsers, and it keeps the fragment out of the router's URL.
 */
export function SkipLink({ targetId = MAIN_CONTENT_ID }: SkipLinkProps) {
  const { t } = useTranslation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView?.({ block: 'start' });
  };
  return (
    <chakra.a
      href={`#${targetId}`}
      onClick={onClick}
      data-part="skip-link"
      position="absolute"
      insetStart="0.5rem"
      top="0.5rem"
      zIndex="skipNav"
      px="4"
      py="2"
      minH="2.75rem"
      display="inline-flex"
      alignItems="center"
      bg="gray.900"
      color="white"
      fontWeight="bold"
      borderRadius="md"
      textDecoration="underline"
      css={{
        // Off-screen but still in the accessibility tree and the tab order (not display:none).
        '&:not(:focus)': {
          clipPath: 'inset(50%)',
          width: '1px',
          height: '1px',
          minHeight: '0',
          padding: '0',
          overflow: 'hidden',
          whiteSpace: 'nowrap',
        },
        '&:focus': { outline: '3px solid', outlineColor: 'orange.300', outlineOffset: '2px' },
      }}
    >
      {t('chrome.skipToMain')}
    </chakra.a>
  );
}
