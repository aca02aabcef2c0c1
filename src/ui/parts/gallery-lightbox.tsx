import { AspectRatio, Box, Button, chakra, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { FileEntry } from '../../shared/api-types';
import { visibleFiles } from './representative-image';
import { altOf, ResponsiveImage } from './responsive-image';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

export interface LightboxProps {
  images: readonly FileEntry[];
  index: number;
  onIndexChange(index: number): void;
  onClose(): void;
}

/**
 * A modal image viewer. Arrow keys move between images, Esc closes, Tab stays inside, and focus
 * returns to whatever opened it (the thumbnail) when it closes.
 */
export function Lightbox({ images, index, onIndexChange, onClose }: LightboxProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const count = images.length;
  const current = images[((index % count) + count) % count];

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  const step = useCallback(
    (delta: number) => onIndexChange((index + delta + count) % count),
    [index, count, onIndexChange],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowRight' && count > 1) {
      event.preventDefault();
      step(1);
    } else if (event.key === 'ArrowLeft' && count > 1) {
      event.preventDefault();
      step(-1);
    } else if (event.key === 'Tab') {
      const focusables = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  if (!current) return null;
  const caption = altOf(current);

  return createPortal(
    <Box
      position="fixed"
      inset="0"
      zIndex="modal"
      bg="blackAlpha.800"
      display="flex"
      alignItems="center"
      justifyContent="center"
      p={{ base: '2', md: '6' }}
      onClick={(event) => {
        // A click on the dimmed backdrop, not on the viewer, closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Box
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        data-part="lightbox"
        bg="bg"
        borderRadius="md"
        maxW="min(64rem, 100%)"
        maxH="100%"
        w="100%"
        display="flex"
        flexDirection="column"
        overflow="auto"
      >
        <HStack justify="space-between" p="3" gap="3">
          <Text id={titleId} fontWeight="bold" aria-live="polite">
            {t('content.gallery.title', { index: images.indexOf(current) + 1, count })}
          </Text>
          <Button ref={closeRef} size="sm" variant="outline" onClick={onClose}>
            {t('content.gallery.close')}
          </Button>
        </HStack>
        <Box px="3" textAlign="center">
          <chakra.img
            src={current.original}
            alt={caption}
            maxH="70vh"
            maxW="100%"
            mx="auto"
            objectFit="contain"
          />
          {caption && (
            <Text mt="2" color="fg.muted" aria-hidden="true">
              {caption}
            </Text>
          )}
        </Box>
        <HStack justify="space-between" p="3" gap="3">
          <Button size="sm" variant="outline" onClick={() => step(-1)} disabled={count < 2}>
            {t('content.gallery.previous')}
          </Button>
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            {t('content.gallery.hint')}
          </Text>
          <Button size="sm" variant="outline" onClick={() => step(1)} disabled={count < 2}>
            {t('content.gallery.next')}
          </Button>
        </HStack>
      </Box>
    </Box>,
    document.body,
  );
}

export interface GalleryProps {
  images: unknown;
  /** Thumbnails per row from the small screen up. */
  columns?: { base?: number; sm?: number; md?: number; lg?: number };
  /** The first thumbnails load eagerly when the gallery is the page's main content. */
  eagerCount?: number;
}

/** A thumbnail grid; each thumbnail is a button that opens the lightbox at that image. */
export function Gallery({ images, columns = { base: 2, md: 3, lg: 4 }, eagerCount = 0 }: GalleryProps) {
  const { t } = useTranslation();
  const files = visibleFiles(images);
  const [open, setOpen] = useState<number | null>(null);
  if (files.length === 0) return null;
  return (
    <>
      <SimpleGrid as="ul" listStyleType="none" p="0" m="0" columns={columns} gap="3" data-part="gallery">
        {files.map((file, i) => {
          const alt = altOf(file);
          return (
            <li key={`${file.fileId}-${i}`}>
              <chakra.button
                type="button"
                onClick={() => setOpen(i)}
                aria-label={
                  alt
                    ? t('content.gallery.open', { alt })
                    : t('content.gallery.openUntitled', { index: i + 1 })
                }
                display="block"
                w="100%"
                borderRadius="md"
                overflow="hidden"
                cursor="zoom-in"
                _hover={{ opacity: 0.9 }}
              >
                <AspectRatio ratio={1} bg="bg.muted">
                  <ResponsiveImage
                    file={file}
                    decorative
                    loading={i < eagerCount ? 'eager' : 'lazy'}
                    fit="cover"
                    fill
                    sizes="(min-width: 62em) 25vw, (min-width: 48em) 33vw, 50vw"
                  />
                </AspectRatio>
              </chakra.button>
              {alt && (
                <Text fontSize="sm" color="fg.muted" mt="1" lineClamp={2} aria-hidden="true">
                  {alt}
                </Text>
              )}
            </li>
          );
        })}
      </SimpleGrid>
      {open !== null && (
        <Lightbox images={files} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
