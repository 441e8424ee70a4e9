/** Shown while a screen's code or the session is loading: never a blank page. Plain (see
 *  `ui/plain/plain.css`): it shows before Chakra has loaded. */
export function PendingScreen({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="plain-center" role="status" aria-label={label}>
      <span className="plain-spinner" data-size="lg" />
    </div>
  )
}
