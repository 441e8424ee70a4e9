/** An eye, struck through when the password is visible. */
export function EyeIcon({ struck }: { struck: boolean }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {struck && <line x1="3" y1="3" x2="21" y2="21" />}
    </svg>
  )
}
