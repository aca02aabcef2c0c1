import { chakra, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ChromeLink } from '../../chrome/menu-link';
import type { SectionLayoutProps } from '../../layouts/layout-contract';
import { FOCUS_RING, QuickLinksFrame } from './quick-links-frame';

/** Numbered cards: large dark cards led by a big ordinal, on a grey band. */
export default function IndexMenu04Section(props: SectionLayoutProps) {
  const { t } = useTranslation();
  return (
    <QuickLinksFrame layout={props} bg="gray.100">
      {(links) => (
        <SimpleGrid as="ol" listStyleType="none" m="0" p="0" columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
          {links.map((link, index) => (
            <li key={link.id}>
              <ChromeLink
                href={link.href}
                target={link.target}
                label={link.title}
                display="flex"
                flexDirection="column"
                gap="2"
                h="100%"
                minH="11rem"
                p="6"
                bg="brand.900"
                color="white"
                borderRadius="xl"
                textDecoration="none"
                _hover={{ bg: 'brand.800', '& [data-part=card-title]': { textDecoration: 'underline' } }}
                _focusVisible={FOCUS_RING}
              >
                <chakra.span aria-hidden="true" fontSize="4xl" fontWeight="black" lineHeight="1" color="orange.200">
                  {String(index + 1).padStart(2, '0')}
                </chakra.span>
                <chakra.span data-part="card-title" fontSize="xl" fontWeight="bold">
                  {link.title}
                </chakra.span>
                {link.childTitles.length > 0 && (
                  <chakra.span fontSize="sm" color="gray.100">
                    {t('chrome.quickLinks.contains', { titles: link.childTitles.join('、') })}
                  </chakra.span>
                )}
              </ChromeLink>
            </li>
          ))}
        </SimpleGrid>
      )}
    </QuickLinksFrame>
  );
}
