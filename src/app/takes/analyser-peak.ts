// The level meter's reading: the highest sample an AnalyserNode on the input holds, read on demand
// (the studio's lead-in line, and a take recorded without one).

/** The analyser's window: longer than the meter's 50 ms between reads, so no peak falls between two. */
const peakWindow = 4096

/** Connects an analyser to `source` and returns its reader: 0 silence, 1 full scale. */
export function analyserPeak(context: BaseAudioContext, source: AudioNode): () => number {
  const analyser = context.createAnalyser()
  analyser.fftSize = peakWindow
  source.connect(analyser)
  const samples = new Float32Array(analyser.fftSize)
  return () => {
    analyser.getFloatTimeDomainData(samples)
    let peak = 0
    for (const sample of samples) peak = Math.max(peak, Math.abs(sample))
    return peak
  }
}
