import type { Rights } from '../../shared/api-types';

export type { Rights };

/** Permission checks over the `{ r, w, d }` rights object; a missing flag (or object) means no. */
export const canRead = (rights: Rights | null | undefined): boolean => rights?.r === true;
export const canWrite = (rights: Rights | null | undefined): boolean => rights?.w === true;
export const canDelete = (rights: Rights | null | undefined): boolean => rights?.d === true;

export const NO_RIGHTS: Readonly<Rights> = Object.freeze({ r: false, w: false, d: false });
