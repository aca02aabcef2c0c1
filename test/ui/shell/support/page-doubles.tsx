import { useParams } from 'wouter';
import { SiteFrame } from '../../../../src/ui/site-frame/site-frame';
import { useModuleInfo } from '../../../../src/ui/pages/use-module-info';
import { RedirectError } from '../../../../src/ui/pages/redirect-error';

/**
 * Stand-ins for the integrator's page containers, so the shell's tests check the shell (routes,
 * params, frame, focus, title) and not the pages' own data loading. Same contract: no props,
 * params from wouter, content inside SiteFrame.
 */
export function pageDouble(name: string) {
  return function PageDouble() {
    const params = useParams<Record<string, string | undefined>>();
    const title = `${name} ${params.path ?? ''} ${params.id ?? ''}`.trim();
    return (
      <SiteFrame lang={params.lang ?? '?'} path={params.path} title={title}>
        <h1>{title}</h1>
        <p data-testid="params">{JSON.stringify(params)}</p>
      </SiteFrame>
    );
  };
}

/** A module page that resolves its module (redirects, 404) the way the real one does. */
export function ModulePageDouble() {
  const { lang = '?', path = '' } = useParams<{ lang?: string; path?: string }>();
  const module = useModuleInfo(lang, path);
  if (module.status === 'too-many-redirects') {
    return (
      <SiteFrame lang={lang} title="too many">
        <RedirectError lang={lang} />
      </SiteFrame>
    );
  }
  const title = module.status === 'ready' ? module.module.title : undefined;
  return (
    <SiteFrame
      lang={lang}
      path={path}
      title={title}
      templateKey={module.status === 'ready' ? module.module.templateKey : undefined}
    >
      {title && <h1>{title}</h1>}
      <p data-testid="module-status">{module.status}</p>
    </SiteFrame>
  );
}
