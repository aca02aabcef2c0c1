import { chakra, SimpleGrid } from '@chakra-ui/react';
import { ChromeLink } from '../../chrome/menu-link';
import type { SectionLayoutProps } from '../../layouts/layout-contract';
import { monogram } from './quick-links';
import { FOCUS_RING, QuickLinksFrame } from './quick-links-frame';

/** Icon tiles: a grid of square tiles, each a round icon over its title. */
export default function IndexMenu01Section(props: SectionLayoutProps) {
  return (
    <QuickLinksFrame layout={props}>
      {(links) => (
        <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 2, sm: 3, lg: 6 }} gap={{ base: '3', md: '4' }}>
          {links.map((link) => (
            <li key={link.id}>
              <ChromeLink
                href={link.href}
                target={link.target}
                label={link.title}
                display="flex"
                flexDirection="column"
                alignItems="center"
                justifyContent="center"
                gap="3"
                h="100%"
                minH="8rem"
                p="4"
                textAlign="center"
                color="gray.900"
                fontWeight="bold"
                textDecoration="none"
                borderWidth="1px"
                borderColor="gray.300"
                borderRadius="lg"
                bg="white"
                _hover={{ borderColor: 'brand.700', bg: 'brand.50', textDecoration: 'underline' }}
                _focusVisible={FOCUS_RING}
              >
                <chakra.span
                  aria-hidden="true"
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                  w="3.5rem"
                  h="3.5rem"
                  borderRadius="full"
                  bg="brand.700"
                  color="white"
                  fontSize="xl"
                >
                  {monogram(link.title)}
                </chakra.span>
                {link.title}
              </ChromeLink>
            </li>
          ))}
        </SimpleGrid>
      )}
    </QuickLinksFrame>
  );
}
