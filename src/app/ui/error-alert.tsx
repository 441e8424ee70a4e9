import { messageOf } from '../api/api-error'
import { PlainAlert } from './plain/plain-alert'

/** A failure in a red alert: `message` as given, else what `messageOf` says of `error`; nothing
 *  when there is neither (so it can stay in place under a form). */
export function ErrorAlert({ message, error }: { message?: string | null; error?: unknown }) {
  const text = message ?? (error ? messageOf(error) : null)
  if (!text) return null
  return <PlainAlert status="error" title={text} />
}
