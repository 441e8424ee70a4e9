import { useId, type ReactElement, type ReactNode } from 'react'

interface PlainFieldProps {
  label: string
  error?: string
  hint?: string
  /** The input, given the id, description and validity the label and messages need. */
  children: (input: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactElement
  /** Beside the input, inside its box (e.g. a show-password button). */
  end?: ReactNode
}

/** Label, input, hint and validation message, tied together for assistive technologies as
 *  Chakra's Field ties them; the message is an alert, so a failed submit is heard, not only seen. */
export function PlainField({ label, error, hint, children, end }: PlainFieldProps) {
  const id = useId()
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  const input = children({
    id,
    'aria-invalid': Boolean(error),
    ...(described ? { 'aria-describedby': described } : {}),
  })
  return (
    <div className="plain-field">
      <label className="plain-label" htmlFor={id}>
        {label}
      </label>
      {end ? (
        <div className="plain-input-group">
          {input}
          <div className="plain-input-end">{end}</div>
        </div>
      ) : (
        input
      )}
      {hint && (
        <div className="plain-helper" id={`${id}-hint`}>
          {hint}
        </div>
      )}
      {error && (
        <div className="plain-error-text" id={`${id}-error`} role="alert">
          {error}
        </div>
      )}
    </div>
  )
}
