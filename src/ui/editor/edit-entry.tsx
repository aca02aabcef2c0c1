import { useLocation } from 'wouter';
import { useServices } from '../../composition/services-provider';
import { canRead, canWrite } from '../../domain/rights/rights';
import { AppLink } from '../parts/app-link';
import { buttonClass } from '../parts/button-class';
import { useLoad } from '../parts/use-load';
import css from './edit-entry.module.css';
import { withEditMode } from './parts/edit-href';

/**
 * 編輯此頁 for a logged-in user with `w` on the page (檢視草稿 with `r` only). Its own small chunk,
 * loaded only for a logged-in user: a visitor's page neither loads it nor asks for rights.
 */
export default function EditEntry({ path }: { path: string }) {
  const { content, navigation } = useServices();
  // No rights answer: no button. The page itself is unaffected.
  const rights = useLoad(path, () => content.rights(path)).data;
  const [location] = useLocation();

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
