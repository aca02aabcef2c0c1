import { useEffect, useState } from 'react';

type WeakFinding = (password: string, userInputs: readonly string[]) => string | null;

/**
 * The strength library (its common-password lists are the heavy part) in its own chunk, asked for
 * only by a password screen as it opens. Null until it has arrived, or when it could not
 * load: the server checks the same lists, so the form still works, only without live feedback.
 */
export function usePasswordStrength(): WeakFinding | null {
  const [finder, setFinder] = useState<{ find: WeakFinding } | null>(null);
  useEffect(() => {
    let current = true;
    import(/* webpackChunkName: "password-strength" */ '../../../shared/password-strength').then(
      (m) => current && setFinder({ find: m.weakPasswordFinding }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return finder?.find ?? null;
}
