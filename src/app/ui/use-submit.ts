import { useState } from 'react'
import { messageOf } from '../api/api-error'

/** Runs a form's call once at a time and keeps the error text to show in the alert. */
export function useSubmit() {
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function run(action: () => Promise<unknown>): Promise<boolean> {
    setPending(true)
    setError(null)
    try {
      await action()
      return true
    } catch (failure) {
      setError(messageOf(failure))
      return false
    } finally {
      setPending(false)
    }
  }

  return { pending, error, run }
}
