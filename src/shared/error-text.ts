/** A failure's own message, for a queue's last error, a log or a sentence that names the cause. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
