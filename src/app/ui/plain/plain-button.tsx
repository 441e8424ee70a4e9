import type { ButtonHTMLAttributes } from 'react'

export interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Chakra's button variants; default solid. */
  variant?: 'solid' | 'outline' | 'ghost' | 'plain'
  /** Default the variant's brand colour. */
  palette?: 'brand' | 'red'
  size?: 'xs' | 'sm' | 'md'
  /** Busy: a spinner over the (kept, so still named) label, and not clickable. */
  loading?: boolean
}

/** A button in Chakra's look without Chakra (see `plain.css`); like Chakra's, a plain button, not a
 *  submit, unless `type` says so. */
export function PlainButton({
  variant = 'solid',
  palette = 'brand',
  size = 'md',
  loading = false,
  type = 'button',
  className,
  disabled,
  children,
  ...button
}: PlainButtonProps) {
  return (
    <button
      type={type}
      className={className ? `plain-button ${className}` : 'plain-button'}
      data-variant={variant}
      data-palette={palette}
      data-size={size}
      data-loading={loading ? '' : undefined}
      disabled={loading || disabled}
      {...button}
    >
      {loading && <span className="plain-spinner" aria-hidden="true" />}
      <span className="plain-button-label">{children}</span>
    </button>
  )
}
