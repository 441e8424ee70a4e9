import { Box, Button, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'
import { draftLimits } from '#contract/drafts'
import { countWords, estimateSpeakingSeconds, formatSpeakingTime } from '#shared/speech'
import { messageOf } from '../api/api-error'
import { ErrorAlert } from '../ui/error-alert'
import type { LocalDraft } from './drafts-store'
import { DraftStatus } from './draft-status'
import { MakeScriptPanel } from './make-script-panel'
import { useArchiveDraft } from './use-archive-draft'
import { useDraftAutosave } from './use-draft-autosave'
import { usePushNow } from './use-push-now'
import { readRescuedText } from './unload-rescue'

export function wordCountText(words: number): string {
  return `${words} ${words === 1 ? 'word' : 'words'}`
}

export function spokenText(words: number): string {
  return `about ${formatSpeakingTime(estimateSpeakingSeconds(words))} spoken`
}

/** The text fields, saved as you type; the text lives here while the device copy catches up. */
export function DraftEditor({ draft }: { draft: LocalDraft }) {
  // Text typed just before the page last unloaded, if the device copy missed it.
  const [rescued] = useState(() => readRescuedText(draft.id))
  const [text, setText] = useState(() => rescued ?? { title: draft.title, body: draft.body })
  const autosave = useDraftAutosave(draft.id)
  const pushNow = usePushNow(draft.id, autosave.flush)
  const archive = useArchiveDraft(draft.id, pushNow)
  const [scriptOpen, setScriptOpen] = useState(false)
  // Below a long draft the panel opens out of sight: brought into view, or nothing seems to happen.
  const scriptPanel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (scriptOpen) scriptPanel.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' })
  }, [scriptOpen])
  const [archiving, setArchiving] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const words = countWords(text.body)

  useEffect(() => {
    if (rescued) autosave.change(rescued)
    // Once, when the editor opens: later changes come from typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const edit = (change: Partial<typeof text>) => {
    const next = { ...text, ...change }
    setText(next)
    autosave.change(next)
  }

  async function onArchive() {
    setArchiving(true)
    setError(null)
    try {
      await archive()
    } catch (failure) {
      setError(`${messageOf(failure)} The draft is still saved on this device.`)
      setArchiving(false)
    }
  }

  return (
    <Stack gap="4" flex="1">
      <Field.Root>
        <Field.Label>Title</Field.Label>
        <Input
          value={text.title}
          maxLength={draftLimits.titleMax}
          onChange={(event) => edit({ title: event.target.value })}
        />
      </Field.Root>
      <Field.Root flex="1">
        <Field.Label>Draft</Field.Label>
        <Textarea
          value={text.body}
          maxLength={draftLimits.bodyMax}
          onChange={(event) => edit({ body: event.target.value })}
          minH="55vh"
          flex="1"
          fontFamily="mono"
          lineHeight="tall"
          spellCheck
        />
      </Field.Root>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontSize="sm">
          {wordCountText(words)} · {spokenText(words)}
        </Text>
        <DraftStatus draft={draft} unsaved={autosave.unsaved} />
      </HStack>
      <ErrorAlert message={error} />
      <HStack gap="3" wrap="wrap">
        <Button onClick={() => setScriptOpen((open) => !open)} aria-expanded={scriptOpen}>
          Make a script
        </Button>
        <Button variant="outline" onClick={() => void onArchive()} loading={archiving}>
          Archive
        </Button>
      </HStack>
      {scriptOpen && (
        <Box ref={scriptPanel}>
          <MakeScriptPanel draftId={draft.id} title={text.title} body={text.body} pushNow={pushNow} />
        </Box>
      )}
    </Stack>
  )
}
