/** The loudest sample (absolute) of each of `buckets` equal parts of `samples`: a waveform to draw. */
export function waveformPeaks(samples: Float32Array, buckets: number): Float32Array {
  const peaks = new Float32Array(buckets)
  if (samples.length === 0) return peaks
  for (let bucket = 0; bucket < buckets; bucket++) {
    const from = Math.floor((bucket * samples.length) / buckets)
    const to = Math.max(from + 1, Math.floor(((bucket + 1) * samples.length) / buckets))
    let peak = 0
    for (let i = from; i < to && i < samples.length; i++) peak = Math.max(peak, Math.abs(samples[i]!))
    peaks[bucket] = peak
  }
  return peaks
}
