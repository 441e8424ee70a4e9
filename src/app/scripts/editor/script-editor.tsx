// One editor for new and existing scripts. `saved` is the server's copy the edits started from
// (null until a new script is first saved); the edits themselves live only in `content` until a
// save succeeds, so a failed or refused save never loses them.
import { Container, HStack, Heading, Stack } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { Script } from '#contract/scripts'
import { messageOf } from '#app/api/api-error'
import { ConflictDialog } from './conflict-dialog'
import { DeleteScriptDialog } from './delete-script-dialog'
import { DetailsFields } from './details-fields'
import { contentOf, emptyContent, sameContent, type EditorContent } from './editor-content'
import { LeaveGuard } from './leave-guard'
import { LinesSection } from './lines-section'
import { RoleStatsTable } from '../role-stats-table'
import { RolesSection } from './roles-section'
import { RecordScriptButton } from '../record-script-button'
import { SaveBar } from './save-bar'
import { explainSaveError } from './save-feedback'
import { useFocusAfterRender } from './use-focus-after-render'
import { useDeleteScript, useSaveScript } from './use-script-mutations'
import { validateContent } from './validate-content'

interface ScriptEditorProps {
  scriptId: string
  /** The script as last read from the server; null for a new one. */
  initial: Script | null
}

export function ScriptEditor({ scriptId, initial }: ScriptEditorProps) {
  const navigate = useNavigate()
  const [saved, setSaved] = useState<Script | null>(initial)
  const [content, setContent] = useState<EditorContent>(() => (initial ? contentOf(initial) : emptyContent()))
  const [showErrors, setShowErrors] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [conflict, setConflict] = useState<Script | null>(null)
  const [confirmDelete, setConfirmDelete] = useState(false)
  const { register, focusLater } = useFocusAfterRender()
  const save = useSaveScript(scriptId)
  const remove = useDeleteScript(scriptId)

  const dirty = !sameContent(content, saved ? contentOf(saved) : emptyContent())

  // A newer copy read from the server (another device saved) replaces untouched content; edits in
  // progress stay, and their save will meet the version check.
  const [seenInitial, setSeenInitial] = useState(initial)
  if (initial !== seenInitial) {
    setSeenInitial(initial)
    if (initial && saved && initial.version > saved.version && !dirty) {
      setSaved(initial)
      setContent(contentOf(initial))
    }
  }
  // Checked on Save; after a failed attempt, again on every change so messages go as problems are fixed.
  const shown = showErrors ? validateContent(content) : null
  const errors = shown && !shown.ok ? shown.errors : {}
  const messages = shown && !shown.ok ? shown.messages : []

  function update(change: (current: EditorContent) => EditorContent) {
    setContent(change)
    setFailure(null)
  }

  function send(baseVersion: number | null) {
    const validation = validateContent(content)
    if (!validation.ok) {
      setShowErrors(true)
      return
    }
    const sent = content
    setFailure(null)
    save.mutate(
      { content: validation.data, baseVersion },
      {
        onSuccess: (script) => {
          setSaved(script)
          setConflict(null)
          setShowErrors(false)
          // Keep anything typed while the save was on its way; otherwise take the server's (trimmed) copy.
          setContent((current) => (current === sent ? contentOf(script) : current))
          if (!saved)
            void navigate({ to: '/scripts/edit/$scriptId', params: { scriptId }, replace: true, ignoreBlocker: true })
        },
        onError: (error) => {
          const explained = explainSaveError(error)
          if ('conflict' in explained) setConflict(explained.conflict)
          else setFailure(explained.message)
        },
      },
    )
  }

  function takeOther(other: Script) {
    setSaved(other)
    setContent(contentOf(other))
    setConflict(null)
  }

  function deleteScript() {
    remove.mutate(undefined, { onSuccess: () => void navigate({ to: '/scripts', ignoreBlocker: true }) })
  }

  return (
    <Container maxW="4xl" py="6">
      <Stack gap="8">
        <HStack justify="space-between" gap="4" wrap="wrap">
          <Heading as="h1" size="2xl">
            {saved ? 'Edit script' : 'New script'}
          </Heading>
          {saved && (
            <RecordScriptButton
              scriptId={scriptId}
              disabledReason={dirty ? 'Save the script before recording it.' : undefined}
            />
          )}
        </HStack>
        <DetailsFields
          content={content}
          errors={errors}
          onChange={(patch) => update((current) => ({ ...current, ...patch }))}
        />
        <RolesSection content={content} errors={errors} update={update} register={register} focusLater={focusLater} />
        <RoleStatsTable content={content} />
        <LinesSection content={content} errors={errors} update={update} register={register} focusLater={focusLater} />

        <SaveBar
          problems={messages}
          failure={failure}
          saving={save.isPending}
          status={save.isPending ? 'Saving…' : dirty ? 'Unsaved changes' : saved ? 'All changes saved' : ''}
          onSave={() => send(saved ? saved.version : null)}
          onDelete={saved ? () => setConfirmDelete(true) : undefined}
        />
      </Stack>

      <LeaveGuard dirty={dirty} />
      {conflict && (
        <ConflictDialog
          other={conflict}
          saving={save.isPending}
          onKeepMine={() => send(conflict.version)}
          onUseOther={() => takeOther(conflict)}
        />
      )}
      {confirmDelete && (
        <DeleteScriptDialog
          title={content.title}
          deleting={remove.isPending}
          error={remove.isError ? messageOf(remove.error) : null}
          onDelete={deleteScript}
          onCancel={() => {
            setConfirmDelete(false)
            remove.reset()
          }}
        />
      )}
    </Container>
  )
}
