/**
 * The time source of client and server alike: milliseconds since the epoch, injected so that tests
 * run minutes in a millisecond on a manual clock.
 */
export interface Clock {
  now(): number;
}
