import { chakra, SimpleGrid } from '@chakra-ui/react';
import { ChromeLink } from '../../chrome/menu-link';
import type { SectionLayoutProps } from '../../layouts/layout-contract';
import { FOCUS_RING, QuickLinksFrame } from './quick-links-frame';

/** Mega-list: every branch as a column, its title over the list of its pages (both menu levels). */
export default function IndexMenu06Section(props: SectionLayoutProps) {
  return (
    <QuickLinksFrame layout={props}>
      {(links) => (
        <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, sm: 2, lg: 4 }} gap="8">
          {links.map((link) => (
            <chakra.li key={link.id} borderTopWidth="4px" borderColor="brand.700" pt="3">
              <chakra.h3 fontSize="md" m="0">
                <ChromeLink
                  href={link.href}
                  target={link.target}
                  label={link.title}
                  display="inline-flex"
                  alignItems="center"
                  minH="2rem"
                  color="gray.900"
                  fontWeight="bold"
                  textDecoration="none"
                  _hover={{ textDecoration: 'underline' }}
                  _focusVisible={FOCUS_RING}
                >
                  {link.title}
                </ChromeLink>
              </chakra.h3>
              {link.children.length > 0 && (
                <chakra.ul listStyleType="none" m="0" mt="1" p="0">
                  {link.children.map((child) => (
                    <li key={child.id}>
                      <ChromeLink
                        href={child.href}
                        target={child.target}
                        label={child.title}
                        display="inline-flex"
                        alignItems="center"
                        minH="1.75rem"
                        py="0.5"
                        color="brand.800"
                        fontSize="sm"
                        textDecoration="underline"
                        textUnderlineOffset="0.2em"
                        _focusVisible={FOCUS_RING}
                      >
                        {child.title}
                      </ChromeLink>
                    </li>
                  ))}
                </chakra.ul>
              )}
            </chakra.li>
          ))}
        </SimpleGrid>
      )}
    </QuickLinksFrame>
  );
}
