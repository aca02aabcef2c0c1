/** Lets every pending promise callback run (the fakes answer within a few microtasks). */
export async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await Promise.resolve();
}
