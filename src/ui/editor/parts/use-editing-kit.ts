import type { EditingKit } from '../../../application/editing/editing-kit';
import { useServices } from '../../../composition/services-provider';
import { useLoad } from '../../parts/use-load';

/** The editing kit (its own chunk), once loaded; null until then. */
export function useEditingKit(): EditingKit | null {
  const { openEditing } = useServices();
  return useLoad(openEditing, () => openEditing()).data ?? null;
}
