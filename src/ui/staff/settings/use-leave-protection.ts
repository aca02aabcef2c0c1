import { useEffect, useRef } from 'react';
import { useServices } from '../../../composition/services-provider';
import { SETTINGS_TEXTS } from './site-settings-texts';

/**
 * While something typed is unsaved, leaving asks first: an in-app move through the navigation
 * port's guard (確認/取消), closing or reloading the tab through the browser's own question.
 */
export function useLeaveProtection(dirty: boolean): void {
  const { navigation, dialogs } = useServices();
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  useEffect(() => {
    const { title, message, action } = SETTINGS_TEXTS.leave;
    const stopGuard = navigation.guardLeaving(async () =>
      dirtyRef.current ? dialogs.confirm(message, title, { action }) : true,
    );
    const beforeunload = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current) return;
      event.preventDefault();
      // The browser shows its own question; the text is only for old browsers.
      event.returnValue = message;
    };
    window.addEventListener('beforeunload', beforeunload);
    return () => {
      stopGuard();
      window.removeEventListener('beforeunload', beforeunload);
    };
  }, [navigation, dialogs]);
}
