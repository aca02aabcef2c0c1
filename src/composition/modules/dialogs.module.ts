import { ContainerModule } from 'inversify';
import type { Dialogs } from '../../domain/dialogs/dialogs.port';
import { ChakraDialogs } from '../../adapters/dialogs/chakra-dialogs.adapter';
import { dialogsStore, type DialogsStore } from '../../stores/dialogs.store';
import { TYPES } from '../symbols';

/**
 * Dialogs: Chakra's, over the app's one dialogs queue, which the one `<DialogHost>` renders and the
 * router empties on navigation.
 */
export const dialogsModule = new ContainerModule(({ bind }) => {
  bind<DialogsStore>(TYPES.DialogsStore).toConstantValue(dialogsStore);
  bind<Dialogs>(TYPES.Dialogs)
    .toDynamicValue((ctx) => new ChakraDialogs(ctx.get<DialogsStore>(TYPES.DialogsStore)))
    .inSingletonScope();
});
