import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useServices } from '../../composition/services-provider';
import { canRead, canWrite, type Rights } from '../../domain/rights/rights';
import { AppLink } from '../parts/app-link';
import { buttonClass } from '../parts/button-class';
import css from './edit-entry.module.css';
import { withEditMode } from './edit-href';

/**
 * 編輯此頁 for a logged-in user with `w` on the page (檢視草稿 with `r` only). Its own small chunk,
 * loaded only for a logged-in user: a visitor's page neither loads it nor asks for rights.
 */
export default function EditEntry({ path }: { path: string }) {
  const { content, navigation } = useServices();
  const [rights, setRights] = useState<Rights | null>(null);
  const [location] = useLocation();

  useEffect(() => {
    let alive = true;
    content.rights(path).then(
      (answer) => alive && setRights(answer),
      // No rights answer: no button. The page itself is unaffected.
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [content, path]);

  if (!rights || !canRead(rights)) return null;
  const href = withEditMode(navigation.current() || location, true);
  return (
    <div className={css.entry} data-part="edit-entry">
      <AppLink href={href} className={buttonClass({ size: 'sm' })}>
        {canWrite(rights) ? '編輯此頁' : '檢視草稿'}
      </AppLink>
    </div>
  );
}
