import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface ErrorStateProps {
  /** zh-TW message from the container. */
  message?: string;
  /** Offered as a button when given. */
  onRetry?: () => void;
}

/** A failed load, announced as an alert, with a retry button. */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <Box
      role="alert"
      data-part="error-state"
      py="8"
      px="4"
      textAlign="center"
      borderWidth="1px"
      borderColor="border.error"
      borderRadius="md"
    >
      <Heading as="h2" fontSize="lg" color="fg.error">
        {t('content.state.errorTitle')}
      </Heading>
      {message && (
        <Text mt="2" color="fg">
          {message}
        </Text>
      )}
      {onRetry && (
        <Button mt="4" colorPalette="brand" onClick={onRetry}>
          {t('content.state.retry')}
        </Button>
      )}
    </Box>
  );
}
