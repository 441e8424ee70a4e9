// BS.1770-4 gated loudness and EBU Tech 3342 loudness range, read from the K-weighted energy of each
// 100 ms step of a recording: a 400 ms block is 4 steps (75 % overlap), a 3 s short-term block 30.
// Only whole steps count, so a recording shorter than one block has no loudness (-Infinity) and no range (0).

const absoluteGateLufs = -70
const relativeGateLu = -10
const rangeRelativeGateLu = -20
const momentarySteps = 4
const shortTermSteps = 30

/** The mean square for a loudness, and back; 0 reads -Infinity, never NaN. */
const energyOf = (lufs: number) => 10 ** ((lufs + 0.691) / 10)
const lufsOf = (meanSquare: number) => (meanSquare > 0 ? -0.691 + 10 * Math.log10(meanSquare) : -Infinity)

/** The mean square of every block of `blockSteps` whole steps, one block starting at each step. */
function blockMeanSquares(stepEnergies: Float64Array, steps: number, blockSteps: number, stepLength: number): number[] {
  const blocks: number[] = []
  for (let first = 0; first + blockSteps <= steps; first++) {
    // Summed afresh, not as a running sum: subtracting a loud step from a running sum can leave a
    // quiet block slightly negative.
    let sum = 0
    for (let step = first; step < first + blockSteps; step++) sum += stepEnergies[step]!
    blocks.push(sum / (blockSteps * stepLength))
  }
  return blocks
}

/** The blocks over the absolute gate, then over the relative gate `relativeLu` below their mean energy. */
function gate(blocks: number[], relativeLu: number): number[] {
  const absolute = energyOf(absoluteGateLufs)
  const loud = blocks.filter((energy) => energy > absolute)
  if (loud.length === 0) return []
  const relative = (loud.reduce((sum, energy) => sum + energy, 0) / loud.length) * 10 ** (relativeLu / 10)
  return loud.filter((energy) => energy > relative)
}

/** Integrated loudness (LUFS) of the first `steps` steps; -Infinity when no 400 ms block passes the gates. */
export function integratedLoudness(stepEnergies: Float64Array, steps: number, stepLength: number): number {
  const gated = gate(blockMeanSquares(stepEnergies, steps, momentarySteps, stepLength), relativeGateLu)
  return gated.length === 0 ? -Infinity : lufsOf(gated.reduce((sum, energy) => sum + energy, 0) / gated.length)
}

/** Loudness range (LU): the 10th to the 95th percentile of the gated short-term loudness; 0 without one. */
export function loudnessRange(stepEnergies: Float64Array, steps: number, stepLength: number): number {
  const gated = gate(blockMeanSquares(stepEnergies, steps, shortTermSteps, stepLength), rangeRelativeGateLu)
  if (gated.length === 0) return 0
  const loudness = gated.map(lufsOf).sort((a, b) => a - b)
  const at = (fraction: number) => loudness[Math.round((loudness.length - 1) * fraction)]!
  return at(0.95) - at(0.1)
}
