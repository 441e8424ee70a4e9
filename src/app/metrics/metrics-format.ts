// How the dashboard writes its numbers: counts with thousands separators, shares in whole percent,
// lengths of time in the two largest units that matter.
const whole = new Intl.NumberFormat('en')
const oneDecimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1 })

export const formatCount = (value: number) => whole.format(value)
export const formatRatio = (value: number) => oneDecimal.format(value)
export const formatShare = (share: number) => `${Math.round(share * 100)}%`

/** "42 s", "3 min 5 s", "2 h 10 min", "3 d 4 h". */
export function formatDuration(seconds: number): string {
  const rounded = Math.round(seconds)
  if (rounded < 60) return `${rounded} s`
  if (rounded < 3600) return `${Math.floor(rounded / 60)} min ${rounded % 60} s`
  const minutes = Math.floor(rounded / 60)
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ${minutes % 60} min`
  const hours = Math.floor(minutes / 60)
  return `${Math.floor(hours / 24)} d ${hours % 24} h`
}
