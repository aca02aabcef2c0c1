import { chakra } from '@chakra-ui/react';
import { ChromeLink } from '../../chrome/menu-link';
import type { SectionLayoutProps } from '../../layouts/layout-contract';
import { FOCUS_RING, QuickLinksFrame } from './quick-links-frame';

/** Pills: one wrapping line of rounded links on a tinted band. */
export default function IndexMenu02Section(props: SectionLayoutProps) {
  return (
    <QuickLinksFrame layout={props} bg="brand.50">
      {(links) => (
        <chakra.ul listStyleType="none" m="0" p="0" display="flex" flexWrap="wrap" gap="2">
          {links.map((link) => (
            <li key={link.id}>
              <ChromeLink
                href={link.href}
                target={link.target}
                label={link.title}
                display="inline-flex"
                alignItems="center"
                minH="2.75rem"
                px="5"
                borderRadius="full"
                borderWidth="2px"
                borderColor="brand.700"
                bg="white"
                color="brand.800"
                fontWeight="bold"
                textDecoration="none"
                _hover={{ bg: 'brand.700', color: 'white' }}
                _focusVisible={FOCUS_RING}
              >
                {link.title}
              </ChromeLink>
            </li>
          ))}
        </chakra.ul>
      )}
    </QuickLinksFrame>
  );
}
