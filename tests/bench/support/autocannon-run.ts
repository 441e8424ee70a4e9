// One autocannon run against one URL, as the read benches report it: requests per second, p99, and
// the answers that were not of the expected class (a 200 where a conditional request should get 304
// counts), with errors and timeouts.
import autocannon from 'autocannon'

export interface Run {
  rate: number
  p99: number
  failures: number
}

export async function autocannonRun(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string>; expected?: '2xx' | '3xx' },
): Promise<Run> {
  const { connections, seconds, headers = {}, expected = '2xx' } = options
  const result = await autocannon({ url, connections, duration: seconds, headers })
  const answered = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx']
  return {
    rate: result.requests.average,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + answered - result[expected],
  }
}
