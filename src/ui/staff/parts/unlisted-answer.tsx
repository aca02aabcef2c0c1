import { Button, Stack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Load } from '../../parts/use-load';

/** What an administrators' list answers: its rows, a refusal (403) or a failure, each in words. */
export type ListAnswer =
  { kind: 'listed' } | { kind: 'refused'; message: string } | { kind: 'failed'; message: string };

/**
 * An administrators' list before its rows: 載入中, a failure with 重試, or the server's refusal
 * (not an administrator: its sentence, and nothing else to press). Nothing once listed.
 */
export function UnlistedAnswer({
  loaded,
  part,
}: {
  loaded: Load<ListAnswer> & { retry(): void };
  part: string;
}): ReactElement | null {
  const { t } = useTranslation();
  if (loaded.status === 'loading') return <Text role="status">{t('admin.loading')}</Text>;
  if (loaded.status === 'failed' || loaded.data.kind === 'failed')
    return (
      <Stack gap="3" align="flex-start">
        <Text role="alert" data-part={`${part}-failed`}>
          {loaded.data?.kind === 'failed' ? loaded.data.message : t('admin.failed')}
        </Text>
        <Button variant="outline" minH="2.75rem" onClick={loaded.retry}>
          {t('admin.retry')}
        </Button>
      </Stack>
    );
  if (loaded.data.kind === 'refused')
    return (
      <Text role="alert" data-part={`${part}-refused`}>
        {loaded.data.message}
      </Text>
    );
  return null;
}
