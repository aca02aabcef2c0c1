import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface EmptyStateProps {
  /** True when filters are set, so the message can suggest changing them. */
  filtered?: boolean;
  /** Overrides the message (already translated). */
  message?: string;
}

/** What an empty list says; a live status so a search with no result is announced. */
export function EmptyState({ filtered = false, message }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      data-part="empty-state"
      py="10"
      px="4"
      textAlign="center"
      bg="bg.subtle"
      borderRadius="md"
    >
      <Text color="fg.muted">
        {message ?? t(filtered ? 'content.state.emptyFiltered' : 'content.state.empty')}
      </Text>
    </Box>
  );
}
