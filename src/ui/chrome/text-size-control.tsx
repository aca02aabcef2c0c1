import { Box, chakra, Flex } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChromeVariant } from './chrome-variant.context';
import { focusRing } from './focus-ring';
import {
  applyTextSize,
  browserTextSizeStorage,
  readTextSize,
  TEXT_SIZES,
  writeTextSize,
  type TextSize,
  type TextSizeStorage,
} from './text-size';

export interface TextSizeControlProps {
  /** Where the choice is remembered; window.localStorage when omitted, nothing when null. */
  storage?: TextSizeStorage | null;
}

/** 小/中/大 toggle buttons; the pressed one is the size in force. */
export function TextSizeControl({ storage }: TextSizeControlProps) {
  const { t } = useTranslation();
  const { headerTone } = useChromeVariant();
  const labelId = useId();
  // Resolved once: an inline default would be a new object on every render.
  const [store] = useState<TextSizeStorage | null>(() => (storage === undefined ? browserTextSizeStorage() : storage));
  const [size, setSize] = useState<TextSize>(() => readTextSize(store));

  useEffect(() => {
    applyTextSize(size);
  }, [size]);

  const choose = (next: TextSize) => {
    setSize(next);
    writeTextSize(store, next);
  };

  return (
    <Flex role="group" aria-labelledby={labelId} align="center" gap="1" data-part="text-size">
      <Box as="span" id={labelId} fontSize="sm" color="inherit" me="1">
        {t('chrome.textSize.label')}
      </Box>
      {TEXT_SIZES.map((option) => (
        <chakra.button
          key={option}
          type="button"
          aria-pressed={size === option}
          onClick={() => choose(option)}
          minW="2rem"
          minH="2rem"
          px="1.5"
          borderWidth="1px"
          borderColor="gray.600"
          borderRadius="md"
          bg={size === option ? 'gray.800' : 'white'}
          color={size === option ? 'white' : 'gray.900'}
          fontSize={option === 'small' ? 'xs' : option === 'medium' ? 'sm' : 'md'}
          fontWeight="bold"
          cursor="pointer"
          _hover={{ bg: size === option ? 'gray.700' : 'gray.100' }}
          _focusVisible={focusRing(headerTone)}
        >
          {t(`chrome.textSize.${option}`)}
        </chakra.button>
      ))}
    </Flex>
  );
}
