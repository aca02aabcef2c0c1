import type { ReactNode } from 'react';
import { AppLink, type AppLinkProps } from '../../parts/app-link';

export interface StretchedLinkProps extends AppLinkProps {
  children: ReactNode;
}

/**
 * A title link whose hit area covers the nearest positioned ancestor (the card or tile), so the
 * whole picture is clickable while assistive technology still meets one link, named by the title.
 * The focus ring moves to the stretched area and is drawn inside it (cards clip their overflow),
 * dark with a white inner band so it shows on a white card and on a dark photo alike.
 */
export function StretchedLink({ children, ...rest }: StretchedLinkProps) {
  return (
    <AppLink
      display="inline"
      css={{
        '&::after': { content: '""', position: 'absolute', inset: '0', zIndex: '1', borderRadius: 'md' },
        '&:focus-visible': { outline: 'none', boxShadow: 'none' },
        '&:focus-visible::after': {
          outline: '3px solid',
          outlineColor: 'fg',
          outlineOffset: '-3px',
          boxShadow: 'inset 0 0 0 6px white',
        },
      }}
      {...rest}
    >
      {children}
    </AppLink>
  );
}
