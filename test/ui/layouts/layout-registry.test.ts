import {
  ALL_LAYOUTS,
  DETAIL_LAYOUTS,
  INDEX_LAYOUTS,
  LIST_LAYOUTS,
  TEMPLATE_LAYOUTS,
} from '../../../src/shared/layout-names';
import { layoutNames, layoutRegistry } from '../../../src/ui/layouts/layout-registry';

describe('the layout registry', () => {
  it('names all 68 layouts of the catalogue and nothing else', () => {
    expect(ALL_LAYOUTS).toHaveLength(68);
    expect([...layoutNames()].sort()).toEqual([...ALL_LAYOUTS].sort());
  });

  it('files each name under its family', () => {
    expect(Object.keys(layoutRegistry.frame).sort()).toEqual([...TEMPLATE_LAYOUTS].sort());
    expect(Object.keys(layoutRegistry.section).sort()).toEqual([...INDEX_LAYOUTS].sort());
    expect(Object.keys(layoutRegistry.list).sort()).toEqual([...LIST_LAYOUTS].sort());
    expect(Object.keys(layoutRegistry.detail).sort()).toEqual([...DETAIL_LAYOUTS].sort());
  });

  it.each(ALL_LAYOUTS.map((name) => [name]))('loads %s as a component', async (name) => {
    const family = Object.values(layoutRegistry).find((f) =>
      Object.prototype.hasOwnProperty.call(f, name),
    ) as Record<string, () => Promise<{ default: unknown }>>;
    const loaded = await family[name]!();
    expect(typeof loaded.default).toBe('function');
  });
});
