import { Container } from '@chakra-ui/react'
import { useParams } from '@tanstack/react-router'
import { QueryStates } from '#app/ui/query-states'
import { ScriptReader } from '../reader/script-reader'
import { RecordScriptButton } from '../record-script-button'
import { useScript } from '../script-queries'
import { ScriptEditor } from './script-editor'

export const missingScriptMessage = 'This script does not exist.'

/** /scripts/edit/$scriptId: the editor for the owner, the reader for everyone else who may see it. */
export function ScriptEditScreen() {
  const { scriptId } = useParams({ from: '/scripts/edit/$scriptId' })
  const script = useScript(scriptId)

  if (script.data) {
    return script.data.canEdit ? (
      <ScriptEditor key={scriptId} scriptId={scriptId} initial={script.data} />
    ) : (
      <ScriptReader script={script.data} actions={<RecordScriptButton scriptId={scriptId} />} />
    )
  }
  return (
    <Container maxW="4xl" py="6">
      <QueryStates query={script} page loading="Loading the script…" missing={missingScriptMessage} />
    </Container>
  )
}
