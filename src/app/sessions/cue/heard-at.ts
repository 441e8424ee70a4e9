// When a sound scheduled at `contextTime` on an AudioContext reaches the listener, in epoch ms (the
// recorder's clock): from the engine's output timestamp where it gives one (which counts the output
// latency), else from the context's clock and its reported output latency.
export function heardAt(context: AudioContext, contextTime: number): number {
  const stamp = typeof context.getOutputTimestamp === 'function' ? context.getOutputTimestamp() : null
  if (stamp?.performanceTime && stamp.contextTime !== undefined)
    return Date.now() + (stamp.performanceTime - performance.now()) + (contextTime - stamp.contextTime) * 1000
  return Date.now() + (contextTime - context.currentTime) * 1000 + reportedOutputMs(context)
}

/** The output latency the engine reports for `context`, in ms. */
export function reportedOutputMs(context: AudioContext): number {
  return ((context.outputLatency || 0) + (context.baseLatency || 0)) * 1000
}
