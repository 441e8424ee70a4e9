// A walk through the product in one engine, as named steps. A step the engine cannot do here is
// skipped for that engine only, with the reason from the one list of such steps (engine-skips.ts);
// every other step runs, and the first that fails stops the walk. At the end each engine prints
// what passed, what was skipped and why.
import type { EngineName } from './engine-page'
import { skippedSteps } from './engine-skips'

type Outcome =
  | { step: string; outcome: 'passed'; ms: number }
  | { step: string; outcome: 'skipped'; reason: string }
  | { step: string; outcome: 'failed'; error: string }

export class Walk {
  private readonly outcomes: Outcome[] = []
  private readonly started = performance.now()

  constructor(readonly engine: EngineName) {}

  async step(name: string, run: () => Promise<void>): Promise<void> {
    const reason = skippedSteps[this.engine][name]
    if (reason) {
      this.outcomes.push({ step: name, outcome: 'skipped', reason })
      return
    }
    const started = performance.now()
    try {
      await run()
    } catch (error) {
      this.outcomes.push({ step: name, outcome: 'failed', error: (error as Error).message.split('\n')[0]! })
      throw new Error(`${this.engine}, step "${name}": ${(error as Error).message}`, { cause: error })
    }
    this.outcomes.push({ step: name, outcome: 'passed', ms: Math.round(performance.now() - started) })
  }

  /** Skips listed for this engine that name no step the walk reached: a renamed step or a stale entry. */
  unknownSkips(): string[] {
    return Object.keys(skippedSteps[this.engine]).filter(
      (name) => !this.outcomes.some((outcome) => outcome.step === name),
    )
  }

  report(): string {
    const count = (kind: Outcome['outcome']) => this.outcomes.filter((outcome) => outcome.outcome === kind).length
    const lines = this.outcomes.map((outcome) => {
      if (outcome.outcome === 'passed') return `  passed   ${outcome.step} (${(outcome.ms / 1000).toFixed(1)} s)`
      if (outcome.outcome === 'skipped') return `  skipped  ${outcome.step}: ${outcome.reason}`
      return `  FAILED   ${outcome.step}: ${outcome.error}`
    })
    const seconds = ((performance.now() - this.started) / 1000).toFixed(0)
    return [
      `${this.engine}: ${count('passed')} passed, ${count('skipped')} skipped, ${count('failed')} failed in ${seconds} s`,
      ...lines,
    ].join('\n')
  }
}
