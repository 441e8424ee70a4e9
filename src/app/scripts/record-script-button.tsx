import { Button } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'

/** "Record": opens (or resumes) the member's recording session of this script in the studio. */
export function RecordScriptButton({ scriptId, disabledReason }: { scriptId: string; disabledReason?: string }) {
  const navigate = useNavigate()
  return (
    <Button
      disabled={Boolean(disabledReason)}
      title={disabledReason}
      onClick={() => void navigate({ to: '/script/$scriptId', params: { scriptId } })}
    >
      Record
    </Button>
  )
}
