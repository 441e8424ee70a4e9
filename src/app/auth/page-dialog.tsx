// The login dialog is the page itself: always open, never dismissed, with nothing behind it. It
// needs none of the Dialog component's machinery (portal, dismiss layers, outside clicks, scroll
// lock, hiding the rest of the page), which is about 20 KB of a first visit to /login. This is a
// dialog as the assistive technologies see Chakra's (role, modal, title) in Chakra's look from plain
// CSS (`ui/plain/plain.css`, so /login paints before Chakra loads), focus on its first field and Tab
// kept inside it. Escape closes it only where there is a page to go back to (`onEscape`).
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'

const focusable =
  'input:not([disabled]), button:not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])'

function keepTabInside(event: KeyboardEvent<HTMLElement>) {
  const elements = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)]
  const first = elements[0]
  const last = elements.at(-1)
  if (!first || !last) return
  if (event.shiftKey && (document.activeElement === first || document.activeElement === event.currentTarget)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}

export function PageDialog({
  title,
  onEscape,
  children,
}: {
  title: string
  onEscape?: () => void
  children: ReactNode
}) {
  const titleId = useId()
  const content = useRef<HTMLDivElement>(null)

  // A new view (Forgot Password switches in place) starts at its first field too: the button that
  // switched it is gone, and focus with it. A field already focused keeps it: the one a visitor was
  // typing in on the prerendered page, given back when the app took over (first-input.ts).
  useEffect(() => {
    if (content.current?.contains(document.activeElement)) return
    content.current?.querySelector<HTMLElement>(focusable)?.focus()
  }, [title])

  return (
    <>
      <div className="plain-dialog-backdrop" />
      <div className="plain-dialog-positioner">
        <div
          ref={content}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className="plain-dialog"
          onKeyDown={(event) => {
            if (event.key === 'Tab') keepTabInside(event)
            else if (event.key === 'Escape' && onEscape) {
              event.preventDefault()
              onEscape()
            }
          }}
        >
          <div className="plain-dialog-header">
            <h2 id={titleId} className="plain-dialog-title">
              {title}
            </h2>
          </div>
          <div className="plain-dialog-body">{children}</div>
        </div>
      </div>
    </>
  )
}
