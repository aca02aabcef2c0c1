import { Box, Heading } from '@chakra-ui/react';
import { useId } from 'react';
import { RichText } from '../../rich-text/rich-text';

export interface DetailSectionProps {
  /** Already translated. */
  heading: string;
  html: string;
}

/** A headed block of CMS rich text (an appeal's 主文, 事實, 理由); nothing when the field is empty. */
export function DetailSection({ heading, html }: DetailSectionProps) {
  const id = useId();
  if (!html.trim()) return null;
  return (
    <Box as="section" aria-labelledby={id} mb="8">
      <Heading as="h2" id={id} fontSize="xl" mb="3" pb="2" borderBottomWidth="2px" borderColor="brand.solid">
        {heading}
      </Heading>
      <RichText html={html} headingTop={3} />
    </Box>
  );
}
