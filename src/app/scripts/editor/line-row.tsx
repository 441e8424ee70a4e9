import { Button, Field, HStack, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react'
import type { KeyboardEvent } from 'react'
import type { ScriptLine } from '#contract/scripts'
import { scriptLimits } from '#contract/scripts'
import type { Speaker } from './editor-content'
import { speakerFromValue, speakerValue } from './speaker-options'
import type { Register } from './use-focus-after-render'

interface LineRowProps {
  line: ScriptLine
  /** 1-based, as buttons name it ("Delete line 3"). */
  number: number
  first: boolean
  last: boolean
  options: Array<{ value: string; label: string }>
  textError?: string
  register: Register
  onChange: (patch: Partial<Omit<ScriptLine, 'id'>>) => void
  onSpeaker: (speaker: Speaker) => void
  onMove: (delta: number, from: 'text' | 'button') => void
  onRemove: () => void
  /** Ctrl/Cmd+Enter in the text: a new line after this one. */
  onAddAfter: () => void
}

/** One line: who says it (or Action / Direction), its text, and buttons to reorder or delete it. */
export function LineRow({
  line,
  number,
  first,
  last,
  options,
  textError,
  register,
  onChange,
  onSpeaker,
  onMove,
  onRemove,
  onAddAfter,
}: LineRowProps) {
  function keyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      onAddAfter()
    } else if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault()
      onMove(event.key === 'ArrowUp' ? -1 : 1, 'text')
    }
  }

  return (
    <Stack as="li" gap="2" p="3" borderWidth="1px" borderRadius="md" listStyleType="none" data-kind={line.kind}>
      <Stack direction={{ base: 'column', md: 'row' }} gap="2" align={{ md: 'start' }}>
        <Text fontWeight="semibold" color="fg.muted" minW="16" pt={{ md: '2' }}>
          Line {number}
        </Text>
        <Field.Root w={{ base: 'full', md: '56' }} flexShrink="0">
          <Field.Label>Speaker</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={speakerValue(line)}
              onChange={(event) => onSpeaker(speakerFromValue(event.target.value))}
            >
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root invalid={Boolean(textError)} flex="1">
          <Field.Label>Line text</Field.Label>
          <Textarea
            ref={register(`line:${line.id}:text`)}
            value={line.text}
            autoresize
            rows={2}
            maxLength={scriptLimits.lineTextMax}
            fontStyle={line.kind === 'direction' ? 'italic' : undefined}
            onChange={(event) => onChange({ text: event.target.value })}
            onKeyDown={keyDown}
          />
          <Field.ErrorText>{textError}</Field.ErrorText>
        </Field.Root>
      </Stack>
      <HStack gap="2" justify="end">
        <Button
          ref={register(`line:${line.id}:up`)}
          size="xs"
          variant="outline"
          aria-label={`Move line ${number} up`}
          disabled={first}
          onClick={() => onMove(-1, 'button')}
        >
          Up
        </Button>
        <Button
          ref={register(`line:${line.id}:down`)}
          size="xs"
          variant="outline"
          aria-label={`Move line ${number} down`}
          disabled={last}
          onClick={() => onMove(1, 'button')}
        >
          Down
        </Button>
        <Button size="xs" variant="outline" colorPalette="red" aria-label={`Delete line ${number}`} onClick={onRemove}>
          Delete
        </Button>
      </HStack>
    </Stack>
  )
}
