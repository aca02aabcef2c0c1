import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { DialogsStore, QueuedSnack } from './dialogs.store';

/**
 * The snack bar: one short message at a time at the bottom of the screen, dismissed after its duration
 * (1600 ms by default) or by its action button (`X` by default). The live region is always in the page, empty when
 * idle, because screen readers only announce changes inside a region they already know about.
 */
export function SnackBar({ store }: { store: DialogsStore }) {
  const { t } = useTranslation();
  const current = useStore(store, (s) => s.snacks[0]);

  return (
    <Box
      role="status"
      aria-live="polite"
      aria-label={t('ui-services.notifications')}
      position="fixed"
      insetX="0"
      bottom="4"
      zIndex="toast"
      display="flex"
      justifyContent="center"
      px="4"
      pointerEvents="none"
    >
      {/* Keyed by id: a new snack starts with a fresh timer and nothing held. */}
      {current && <SnackView key={current.id} snack={current} store={store} />}
    </Box>
  );
}

function SnackView({ snack, store }: { snack: QueuedSnack; store: DialogsStore }) {
  const { t } = useTranslation();
  // While the pointer or focus is on the snack its time stops: reading it or reaching `X` can take longer than 1.6 s.
  const [held, setHeld] = useState({ hover: false, focus: false });
  const paused = held.hover || held.focus;
  const dismiss = () => store.getState().dismissSnack(snack.id);

  useEffect(() => {
    if (paused) return;
    const handle = window.setTimeout(() => store.getState().dismissSnack(snack.id), snack.durationMs);
    return () => window.clearTimeout(handle);
  }, [paused, snack, store]);

  return (
    <Flex
      data-snack=""
      pointerEvents="auto"
      align="center"
      gap="3"
      maxW="36rem"
      w="full"
      bg="gray.900"
      color="white"
      borderRadius="l2"
      boxShadow="lg"
      ps="4"
      pe="2"
      py="2"
      onMouseEnter={() => setHeld((h) => ({ ...h, hover: true }))}
      onMouseLeave={() => setHeld((h) => ({ ...h, hover: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={() => setHeld((h) => ({ ...h, focus: false }))}
    >
      <Text flex="1" fontSize="sm">
        {snack.message}
      </Text>
      <Button
        size="sm"
        variant="ghost"
        color="white"
        minW="6"
        minH="6"
        _hover={{ bg: 'whiteAlpha.300' }}
        title={t('ui-services.snackActionHint')}
        onClick={dismiss}
      >
        {snack.action}
      </Button>
    </Flex>
  );
}
