import { chakra, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ChromeLink } from '../../chrome/menu-link';
import type { SectionLayoutProps } from '../../layouts/layout-contract';
import { FOCUS_RING, QuickLinksFrame } from './quick-links-frame';

/** Described list: two columns of titles, each with a line saying what lies behind it. */
export default function IndexMenu03Section(props: SectionLayoutProps) {
  const { t } = useTranslation();
  return (
    <QuickLinksFrame layout={props}>
      {(links) => (
        <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, md: 2 }} columnGap="10">
          {links.map((link) => (
            <chakra.li key={link.id} borderBottomWidth="1px" borderColor="gray.300" py="4">
              <ChromeLink
                href={link.href}
                target={link.target}
                label={link.title}
                display="inline-flex"
                alignItems="center"
                gap="2"
                minH="1.5rem"
                fontSize="lg"
                fontWeight="bold"
                color="brand.800"
                textDecoration="underline"
                textUnderlineOffset="0.25em"
                _focusVisible={FOCUS_RING}
              >
                {link.title}
                <chakra.span aria-hidden="true">→</chakra.span>
              </ChromeLink>
              <chakra.p mt="1" color="gray.700" fontSize="sm">
                {link.childTitles.length > 0
                  ? t('chrome.quickLinks.contains', { titles: link.childTitles.join('、') })
                  : t('chrome.quickLinks.goTo', { title: link.title })}
              </chakra.p>
            </chakra.li>
          ))}
        </SimpleGrid>
      )}
    </QuickLinksFrame>
  );
}
