import { useState } from 'react'
import { newId } from '#shared/new-id'
import { ScriptEditor } from './script-editor'

/** /scripts/create: the script's id is made now, so a save repeated after a lost answer is the same script. */
export function ScriptCreateScreen() {
  const [scriptId] = useState(newId)
  return <ScriptEditor scriptId={scriptId} initial={null} />
}
