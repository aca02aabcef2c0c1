import type { Container } from 'inversify';
import { NoCaptcha } from '../adapters/captcha/no-captcha.adapter';
import { MemoryDialogs } from '../adapters/dialogs/memory-dialogs.adapter';
import { MemoryHttp } from '../adapters/http/memory-http.adapter';
import { MemoryConnectivity } from '../adapters/network/memory-connectivity.adapter';
import { MemoryNavigation } from '../adapters/navigation/memory-navigation.adapter';
import { MemoryStore } from '../adapters/storage/memory-store.adapter';
import { ManualTime } from '../adapters/time/manual-time.adapter';
import type { AppConfig } from '../config/app-config';
import type { Dialogs } from '../domain/dialogs/dialogs.port';
import { createContainer, resolveServices, type AdapterOverrides } from './container';
import type { AppServices } from './services';

export const TEST_CONFIG: AppConfig = {
  apiHost: '',
  captchaSiteKey: '',
  commonToken: 'test-common',
  projectCode: 'TEST',
};

/** The in-memory twins a test drives and inspects. */
export interface Twins {
  http: MemoryHttp;
  localStorage: MemoryStore;
  sessionStorage: MemoryStore;
  navigation: MemoryNavigation;
  time: ManualTime;
  dialogs: Dialogs;
  captcha: NoCaptcha;
  connectivity: MemoryConnectivity;
}

export interface TestContainerOptions extends Partial<AdapterOverrides> {
  /** Where the memory location starts. */
  path?: string;
  /** What localStorage holds at start, e.g. a logged-in session. */
  stored?: Record<string, string>;
}

/**
 * The production container with every browser adapter swapped for its in-memory twin (the way
 * wouter's tests swap the location hook). Any twin can itself be replaced through the options.
 */
export function createTestContainer(options: TestContainerOptions = {}): {
  container: Container;
  services: AppServices;
  twins: Twins;
} {
  const { path = '/home/zh-tw', stored = {}, ...overrides } = options;
  const twins: Twins = {
    http: new MemoryHttp(),
    localStorage: new MemoryStore(stored),
    sessionStorage: new MemoryStore(),
    navigation: new MemoryNavigation(path),
    time: new ManualTime(),
    dialogs: new MemoryDialogs(),
    captcha: new NoCaptcha(),
    connectivity: new MemoryConnectivity(),
  };
  const container = createContainer({
    config: TEST_CONFIG,
    http: twins.http,
    localStorage: twins.localStorage,
    sessionStorage: twins.sessionStorage,
    navigation: twins.navigation,
    clock: twins.time,
    timers: twins.time,
    dialogs: twins.dialogs,
    captcha: twins.captcha,
    connectivity: twins.connectivity,
    ...overrides,
  });
  return { container, services: resolveServices(container), twins };
}
