// The coarse label a sign-in keeps of its device: browser family and platform family, read from
// the user agent once at sign-in. Versions, models and the string itself are never stored.

const browsers: Array<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  // Without \b before Chrome: HeadlessChrome counts as Chrome.
  [/\bCriOS\/|Chrom(e|ium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\/|\bAppleWebKit\/.*\bMobile\//, 'Safari'],
]

const platforms: Array<[RegExp, string]> = [
  [/\biPhone\b|\biPod\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
]

const firstMatch = (table: Array<[RegExp, string]>, text: string) => table.find(([pattern]) => pattern.test(text))?.[1]

export function deviceLabel(userAgent: string | undefined): string {
  const text = (userAgent ?? '').slice(0, 512)
  const browser = firstMatch(browsers, text)
  const platform = firstMatch(platforms, text)
  if (browser && platform) return `${browser} on ${platform}`
  return browser ?? (platform ? `A browser on ${platform}` : 'Unknown device')
}
