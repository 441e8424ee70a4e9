import type { ReactNode } from 'react'

const icons = {
  // A circle with an exclamation mark, and a triangle with one: Chakra's alert indicators.
  error:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 5a1 1 0 0 1 1 1v5a1 1 0 1 1-2 0V8a1 1 0 0 1 1-1zm0 8.5a1.25 1.25 0 1 1 0 2.5 1.25 1.25 0 0 1 0-2.5z',
  warning:
    'M10.3 3.3a2 2 0 0 1 3.4 0l8.5 14.7A2 2 0 0 1 20.5 21h-17a2 2 0 0 1-1.7-3L10.3 3.3zM12 8a1 1 0 0 0-1 1v4a1 1 0 1 0 2 0V9a1 1 0 0 0-1-1zm0 8a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5z',
}

/** Chakra's subtle alert in plain elements: an icon, a title and what it means. */
export function PlainAlert({
  status,
  title,
  children,
}: {
  status: 'error' | 'warning'
  title: ReactNode
  children?: ReactNode
}) {
  return (
    <div className="plain-alert" role="alert" data-palette={status === 'error' ? 'red' : 'orange'}>
      <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        <path d={icons[status]} />
      </svg>
      <div className="plain-alert-content">
        <div className="plain-alert-title">{title}</div>
        {children && <div>{children}</div>}
      </div>
    </div>
  )
}
