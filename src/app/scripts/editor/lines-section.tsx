import { Button, Heading, Stack, Text } from '@chakra-ui/react'
import { scriptLimits } from '#contract/scripts'
import { newId } from '#shared/new-id'
import { addLine, moveLine, nextSpeaker, removeLine, updateLine, type EditorContent } from './editor-content'
import { LineRow } from './line-row'
import { speakerOptions } from './speaker-options'
import type { Register } from './use-focus-after-render'
import type { FieldErrors } from './validate-content'
import { keyboardOnly } from '#app/ui/keyboard-only'

interface LinesSectionProps {
  content: EditorContent
  errors: FieldErrors
  update: (change: (content: EditorContent) => EditorContent) => void
  register: Register
  focusLater: (...keys: string[]) => void
}

/** The lines in order. Keyboard: Ctrl/Cmd+Enter adds the next line (the other speaker of the
 *  last exchange), Alt+ArrowUp/Down moves the line being written. */
export function LinesSection({ content, errors, update, register, focusLater }: LinesSectionProps) {
  const lines = content.lines
  const options = speakerOptions(content.roles)
  const full = lines.length >= scriptLimits.linesMax

  function addAfter(index: number) {
    if (full) return
    const id = newId()
    const speaker = nextSpeaker(content, index)
    update((current) => addLine(current, id, speaker, lines[index]?.id ?? null))
    focusLater(`line:${id}:text`)
  }

  function move(id: string, delta: number, from: 'text' | 'button') {
    update((current) => moveLine(current, id, delta))
    const [same, other] = delta < 0 ? ['up', 'down'] : ['down', 'up']
    focusLater(...(from === 'text' ? [`line:${id}:text`] : [`line:${id}:${same}`, `line:${id}:${other}`]))
  }

  function remove(index: number, id: string) {
    update((current) => removeLine(current, id))
    const neighbour = lines[index + 1] ?? lines[index - 1]
    focusLater(neighbour ? `line:${neighbour.id}:text` : 'add-line')
  }

  return (
    <Stack as="section" aria-labelledby="lines-heading" gap="3">
      <Heading as="h2" size="lg" id="lines-heading">
        Lines
      </Heading>
      {lines.length === 0 && <Text color="fg.muted">No lines yet. Add the first line.</Text>}
      <Text color="fg.muted" fontSize="sm" css={keyboardOnly}>
        In a line: Ctrl+Enter (⌘+Enter on a Mac) adds the next line; Alt+↑ and Alt+↓ move it.
      </Text>
      <Stack as="ol" gap="2" m="0" p="0">
        {lines.map((line, index) => (
          <LineRow
            key={line.id}
            line={line}
            number={index + 1}
            first={index === 0}
            last={index === lines.length - 1}
            options={options}
            textError={errors[`line:${line.id}:text`]}
            register={register}
            onChange={(patch) => update((current) => updateLine(current, line.id, patch))}
            onSpeaker={(speaker) => update((current) => updateLine(current, line.id, speaker))}
            onMove={(delta, from) => move(line.id, delta, from)}
            onRemove={() => remove(index, line.id)}
            onAddAfter={() => addAfter(index)}
          />
        ))}
      </Stack>
      <Button
        ref={register('add-line')}
        variant="outline"
        alignSelf="start"
        disabled={full}
        onClick={() => addAfter(lines.length - 1)}
      >
        Add line
      </Button>
    </Stack>
  )
}
