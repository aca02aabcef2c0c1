import { useEffect, useState } from 'react';
import type { EditingKit } from '../../../application/editing/editing-kit';
import { useServices } from '../../../composition/services-provider';

/** The editing kit (its own chunk), once loaded; null until then. */
export function useEditingKit(): EditingKit | null {
  const { openEditing } = useServices();
  const [kit, setKit] = useState<EditingKit | null>(null);
  useEffect(() => {
    let alive = true;
    void openEditing().then((loaded) => alive && setKit(loaded));
    return () => {
      alive = false;
    };
  }, [openEditing]);
  return kit;
}
