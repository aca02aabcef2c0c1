import { chakra } from '@chakra-ui/react';
import { ChromeLink } from '../../chrome/menu-link';
import type { SectionLayoutProps } from '../../layouts/layout-contract';
import { monogram } from './quick-links';
import { FOCUS_RING, QuickLinksFrame } from './quick-links-frame';

/** Compact icon row: small icons beside their labels in one centred, wrapping row between rules. */
export default function IndexMenu05Section(props: SectionLayoutProps) {
  return (
    <QuickLinksFrame layout={props}>
      {(links) => (
        <chakra.ul
          listStyleType="none"
          m="0"
          p="0"
          display="flex"
          flexWrap="wrap"
          justifyContent="center"
          borderYWidth="1px"
          borderColor="gray.400"
        >
          {links.map((link) => (
            <li key={link.id}>
              <ChromeLink
                href={link.href}
                target={link.target}
                label={link.title}
                display="inline-flex"
                alignItems="center"
                gap="2"
                minH="3rem"
                px="4"
                color="gray.900"
                fontSize="sm"
                textDecoration="none"
                _hover={{ textDecoration: 'underline', color: 'brand.800' }}
                _focusVisible={FOCUS_RING}
              >
                <chakra.span
                  aria-hidden="true"
                  display="inline-flex"
                  alignItems="center"
                  justifyContent="center"
                  w="1.75rem"
                  h="1.75rem"
                  borderRadius="md"
                  borderWidth="2px"
                  borderColor="brand.700"
                  color="brand.800"
                  fontSize="sm"
                  fontWeight="bold"
                >
                  {monogram(link.title)}
                </chakra.span>
                {link.title}
              </ChromeLink>
            </li>
          ))}
        </chakra.ul>
      )}
    </QuickLinksFrame>
  );
}
