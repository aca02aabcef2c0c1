import { ContainerModule } from 'inversify';
import type { RouterLocation } from '../../adapters/navigation/router-location';
import { WouterNavigation } from '../../adapters/navigation/wouter-navigation.adapter';
import { BrowserClock, BrowserTimers } from '../../adapters/time/browser-time.adapter';
import type { Navigation } from '../../domain/navigation/navigation.port';
import type { Clock, Timers } from '../../domain/time/clock.port';
import { TYPES } from '../symbols';

/** The browser's location (through wouter, so routes follow the core's `goTo`) and its clock. */
export const navigationModule = new ContainerModule(({ bind }) => {
  bind<Navigation & RouterLocation>(TYPES.Navigation)
    .toDynamicValue(() => new WouterNavigation())
    .inSingletonScope();
  bind<Clock>(TYPES.Clock)
    .toDynamicValue(() => new BrowserClock())
    .inSingletonScope();
  bind<Timers>(TYPES.Timers)
    .toDynamicValue(() => new BrowserTimers())
    .inSingletonScope();
});
