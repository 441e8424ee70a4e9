/** Retries `check` every 25 ms for up to five seconds; its last answer (for what another process,
 *  or another connection's LISTEN, makes true a moment later). */
export async function eventually<T>(check: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000
  let value = await check()
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25))
    value = await check()
  }
  return value
}
