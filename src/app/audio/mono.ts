// A decoded recording as a mono mixdown hears it: its channels averaged. A browser's stereo take of
// a mono microphone holds one voice twice, so averaging keeps its level (summing would add 6 dB).
export function averageChannels(buffer: AudioBuffer): Float32Array {
  const mono = buffer.getChannelData(0).slice()
  for (let channel = 1; channel < buffer.numberOfChannels; channel++) {
    const samples = buffer.getChannelData(channel)
    for (let i = 0; i < mono.length; i++) mono[i]! += samples[i]!
  }
  if (buffer.numberOfChannels > 1) for (let i = 0; i < mono.length; i++) mono[i]! /= buffer.numberOfChannels
  return mono
}
