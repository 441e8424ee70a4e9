// The preflight report shown before a file is saved: each rule of the destination, passed or not,
// with the figure measured on the finished audio. Figures that cannot be measured (silence, under
// 0.4 s) fail with a plain reason instead of a number.
import type { LoudnessReport } from './loudness'
import { ruleCeilingDbtp, type PresetId } from './presets'

export interface PreflightRule {
  rule: string
  measured: string
  pass: boolean
}

const figure = (value: number, unit: string) =>
  Number.isFinite(value) ? `${value.toFixed(1)} ${unit}` : value < 0 ? 'silent' : 'not measurable'

function loudnessRule(report: LoudnessReport, low: number, high: number): PreflightRule {
  const lufs = report.integratedLufs
  return {
    rule: `Loudness ${low} to ${high} LUFS`,
    measured: Number.isFinite(lufs)
      ? `${lufs.toFixed(1)} LUFS`
      : report.durationSeconds < 0.4
        ? 'too short to measure'
        : 'silent',
    pass: lufs >= low && lufs <= high,
  }
}

const peakRule = (report: LoudnessReport, ceiling: number, name: string, unit: string): PreflightRule => ({
  rule: `${name} at most ${ceiling} ${unit}`,
  measured: figure(report.truePeakDbtp, unit),
  pass: report.truePeakDbtp <= ceiling,
})

const noClippingRule = (report: LoudnessReport): PreflightRule => ({
  rule: 'No sample at full scale',
  measured: report.fullScaleSamples === 0 ? 'none' : `${report.fullScaleSamples} samples`,
  pass: report.fullScaleSamples === 0,
})

export function preflight(preset: PresetId, report: LoudnessReport): PreflightRule[] {
  switch (preset) {
    case 'podcast':
      return [
        loudnessRule(report, -17, -15),
        peakRule(report, ruleCeilingDbtp.podcast, 'True peak', 'dBTP'),
        noClippingRule(report),
      ]
    case 'audiobook':
      return [
        {
          rule: 'RMS -23 to -18 dB',
          measured: figure(report.rmsDbfs, 'dB'),
          pass: report.rmsDbfs >= -23 && report.rmsDbfs <= -18,
        },
        peakRule(report, ruleCeilingDbtp.audiobook, 'Peak', 'dB'),
        {
          rule: 'Noise floor at most -60 dB',
          measured: figure(report.noiseFloorDbfs, 'dB'),
          pass: report.noiseFloorDbfs <= -60,
        },
      ]
    case 'master':
      return [
        noClippingRule(report),
        {
          rule: 'Has a voice',
          measured: Number.isFinite(report.integratedLufs) ? `${report.integratedLufs.toFixed(1)} LUFS` : 'silent',
          pass: Number.isFinite(report.integratedLufs),
        },
      ]
  }
}
