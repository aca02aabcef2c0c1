import { MODAL } from '../config/constants';

/** Shared modal options (spec sections 3 and 9). */
export interface ModalConfig {
  title: string;
  content: string;
  /** A line of the client's own shown under `content`; absent in the spec's defaults. */
  note?: string;
  okBtnLabel: string;
  cancelBtnLabel: string;
  showClose: boolean;
  closeOnNavigation: boolean;
  /** Accessible label of the close button. */
  closeLabel: string;
}

export const DEFAULT_MODAL_CONFIG: Readonly<ModalConfig> = Object.freeze({
  title: '',
  content: '',
  ...MODAL,
});

/** The spec's defaults with the given options on top; options set to undefined keep the default. */
export function modalConfig(options: Partial<ModalConfig> = {}): ModalConfig {
  const defined = Object.entries(options).filter(([, value]) => value !== undefined);
  return { ...DEFAULT_MODAL_CONFIG, ...Object.fromEntries(defined) };
}

/** `submit` and `close` are the reasons the spec names; others (Escape, backdrop, navigation) may occur. */
export type ModalCloseReason = 'submit' | 'close' | (string & {});
export type ModalEvent = 'confirm' | 'cancel';

/** Submit raises confirm; any other close raises cancel (spec section 4). */
export function eventForCloseReason(reason: ModalCloseReason | null | undefined): ModalEvent {
  return reason === 'submit' ? 'confirm' : 'cancel';
}
