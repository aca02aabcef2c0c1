import { Box } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Anything that says whether the shared top progress bar should show: the core's progress counter
 * (spec section 4: shared by concurrent tasks, closes only when all have finished) fits this shape.
 * `subscribe` returns the unsubscribe function; a source may call the listener at once with its current value.
 */
export interface ProgressSource {
  subscribe(listener: (visible: boolean) => void): () => void;
  /** The current value, read on mount when the source has one. */
  isVisible?(): boolean;
}

/**
 * The top progress bar. Indeterminate (the tasks report no percentage), so it has no aria-valuenow;
 * it is only in the page while the source says visible. Under reduced motion the bar stands still.
 */
export function ProgressBar({ source, label }: { source: ProgressSource; label?: string }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(() => source.isVisible?.() ?? false);

  useEffect(() => {
    setVisible(source.isVisible?.() ?? false);
    return source.subscribe(setVisible);
  }, [source]);

  if (!visible) return null;
  return (
    <Box
      role="progressbar"
      aria-label={label ?? t('ui-services.progress')}
      aria-busy="true"
      position="fixed"
      top="0"
      insetX="0"
      height="3px"
      zIndex="max"
      overflow="hidden"
      bg="brand.100"
      pointerEvents="none"
    >
      <Box
        height="full"
        width="40%"
        bg="brand.700"
        animation="progress-sweep 1.2s ease-in-out infinite"
        _motionReduce={{ animation: 'none', width: 'full' }}
      />
    </Box>
  );
}
