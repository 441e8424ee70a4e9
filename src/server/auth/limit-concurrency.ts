// At most `limit` of the calls run at once; the others wait their turn, first come first served.
export function limitConcurrency(limit: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0
  const waiting: Array<() => void> = []
  return async (work) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve))
    else running++
    try {
      return await work()
    } finally {
      // The slot passes straight to the next in line, or is given back.
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }
}
