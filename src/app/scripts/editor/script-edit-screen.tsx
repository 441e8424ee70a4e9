import { Container } from '@chakra-ui/react'
import { useParams } from '@tanstack/react-router'
import { ScriptReader } from '../reader/script-reader'
import { RecordScriptButton } from '../record-script-button'
import { isMissing, isRefused, useScript } from '../script-queries'
import { ErrorState, LoadingState, isPausedOffline, notOnDeviceMessage } from '../ui/query-states'
import { ScriptEditor } from './script-editor'

export const missingScriptMessage = 'This script does not exist.'

/** /scripts/edit/$scriptId: the editor for the owner, the reader for everyone else who may see it. */
export function ScriptEditScreen() {
  const { scriptId } = useParams({ from: '/scripts/edit/$scriptId' })
  const script = useScript(scriptId)

  if (script.data) {
    return script.data.canEdit ? <ScriptEditor key={scriptId} scriptId={scriptId} initial={script.data} /> : <ScriptReader script={script.data} actions={<RecordScriptButton scriptId={scriptId} />} />
  }
  return (
    <Container maxW="4xl" py="6">
      {isPausedOffline(script) ? (
        <ErrorState message={notOnDeviceMessage} />
      ) : script.isError ? (
        <ErrorState
          message={isMissing(script.error) ? missingScriptMessage : undefined}
          error={script.error}
          onRetry={isRefused(script.error) ? undefined : () => void script.refetch()}
        />
      ) : (
        <LoadingState label="Loading the script…" />
      )}
    </Container>
  )
}
