import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './category-tabs.module.css';

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

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
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
    <div data-part="category-tabs">
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {tabs.map((tab, index) => {
          const isSelected = index === current;
          return (
            <button
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
              onKeyDown={onKeyDown}
              className={styles.tab}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {active && (
        <div
          role="tabpanel"
          id={panelId(current)}
          aria-labelledby={tabId(current)}
          // The panel is focusable so keyboard users reach its start even when it has no links.
          tabIndex={0}
          className={styles.panel}
        >
          {active.panel}
        </div>
      )}
    </div>
  );
}
