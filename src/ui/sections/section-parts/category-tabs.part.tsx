import { Box, chakra } from '@chakra-ui/react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface CategoryTab {
  value: string;
  label: string;
  panel: ReactNode;
}

export interface CategoryTabsProps {
  tabs: CategoryTab[];
  /** Names the tab list (usually the section title). */
  label: string;
}

/**
 * WAI-ARIA tabs with automatic activation: one tab stop, arrow keys move and select (wrapping),
 * Home/End jump to the ends, and only the shown panel is mounted. Written here rather than taken
 * from Chakra's Tabs, whose arrow-key selection runs on a later animation frame and read a stale
 * focused tab in our tests; this one changes state in the key handler itself.
 */
export function CategoryTabs({ tabs, label }: CategoryTabsProps) {
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const triggers = useRef<Array<HTMLButtonElement | null>>([]);
  const current = Math.min(selected, tabs.length - 1);
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  const select = (index: number) => {
    setSelected(index);
    triggers.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  const active = tabs[current];
  return (
    <Box data-part="category-tabs">
      <Box
        role="tablist"
        aria-label={label}
        display="flex"
        flexWrap="wrap"
        gap="1"
        borderBottomWidth="1px"
        borderColor="border"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, index) => {
          const isSelected = index === current;
          return (
            <chakra.button
              key={tab.value}
              ref={(el: HTMLButtonElement | null) => {
                triggers.current[index] = el;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId(index) : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(index)}
              minH="2.75rem"
              px="4"
              mb="-1px"
              fontSize="md"
              cursor="pointer"
              color={isSelected ? 'fg' : 'fg.muted'}
              fontWeight={isSelected ? 'bold' : 'normal'}
              borderBottomWidth="3px"
              borderColor={isSelected ? 'colorPalette.solid' : 'transparent'}
              borderTopRadius="md"
              _hover={{ bg: 'bg.subtle', color: 'fg' }}
              focusVisibleRing="inside"
            >
              {tab.label}
            </chakra.button>
          );
        })}
      </Box>
      {active && (
        <Box
          role="tabpanel"
          id={panelId(current)}
          aria-labelledby={tabId(current)}
          // The panel is focusable so keyboard users reach its start even when it has no links.
          tabIndex={0}
          pt="2"
          focusVisibleRing="outside"
        >
          {active.panel}
        </Box>
      )}
    </Box>
  );
}
