import { ContainerModule } from 'inversify';
import { FetchHttp } from '../../adapters/http/fetch-http.adapter';
import type { AppConfig } from '../../config/app-config';
import type { HttpPort } from '../../domain/http/http.port';
import { TYPES } from '../symbols';

/** HTTP: fetch against the configured API host (the page's own origin by default). */
export const httpModule = new ContainerModule(({ bind }) => {
  bind<HttpPort>(TYPES.Http)
    .toDynamicValue((ctx) => new FetchHttp({ baseUrl: ctx.get<AppConfig>(TYPES.AppConfig).apiHost }))
    .inSingletonScope();
});
