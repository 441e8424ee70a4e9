import { Button, Heading, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react'
import { useState } from 'react'
import type { Session } from '#contract/sessions'
import { ErrorAlert } from '../ui/error-alert'
import { TextField } from '../ui/text-field'
import { describeLine } from './playback/playback-plan'
import { useSetSessionTiming } from './session-queries'
import { readTimingForm, sessionTimingTexts as texts, timingForm, type TimingForm } from './session-timing'

/** Owner only: the pause between lines in "Play session", the mixdown and episodes, and per line. */
export function SessionTimingPanel({ session, online }: { session: Session; online: boolean }) {
  const setTiming = useSetSessionTiming(session.id)
  const [form, setForm] = useState<TimingForm>(() => timingForm(session.timing))
  const [byLine, setByLine] = useState(Object.keys(session.timing.linePauses).length > 0)
  const [saved, setSaved] = useState(false)
  const read = readTimingForm(form)
  const roleNames = new Map(session.script.roles.map((role) => [role.id, role.name]))
  const change = (next: TimingForm) => {
    setForm(next)
    setSaved(false)
  }
  const save = () => {
    setSaved(false)
    if (read.timing) setTiming.mutate(read.timing, { onSuccess: () => setSaved(true) })
  }

  return (
    <Stack as="section" gap="3" aria-labelledby="session-timing-heading">
      <Heading as="h2" size="md" id="session-timing-heading">
        {texts.heading}
      </Heading>
      <Stack maxW={{ sm: '96' }}>
        <TextField
          label={texts.pause}
          type="number"
          inputMode="decimal"
          min={-1}
          max={10}
          step={0.05}
          value={form.pause}
          onChange={(pause) => change({ ...form, pause })}
          error={read.pauseError}
          hint={read.pauseError ? undefined : texts.pauseHint}
        />
      </Stack>
      <Button variant="outline" size="sm" alignSelf="start" aria-expanded={byLine} onClick={() => setByLine(!byLine)}>
        {texts.byLine}
      </Button>
      {byLine && (
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted">
            {texts.lineHint}
          </Text>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            {session.script.lines.slice(1).map((line, index) => (
              <TextField
                key={line.id}
                label={texts.linePause(index + 2)}
                type="number"
                inputMode="decimal"
                min={-1}
                max={10}
                step={0.05}
                value={form.lines[line.id] ?? ''}
                placeholder={form.pause}
                onChange={(text) => change({ ...form, lines: { ...form.lines, [line.id]: text } })}
                error={read.lineErrors[line.id]}
                hint={describeLine({
                  lineId: line.id,
                  roleName: (line.roleId && roleNames.get(line.roleId)) || '',
                  text: line.text,
                })}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      <Wrap gap="3" align="center">
        <Button onClick={save} loading={setTiming.isPending} disabled={!online || !read.timing}>
          {texts.save}
        </Button>
        {!online && (
          <Text fontSize="sm" color="fg.muted">
            {texts.offline}
          </Text>
        )}
      </Wrap>
      {saved && <Text role="status">{texts.saved}</Text>}
      <ErrorAlert error={setTiming.error} />
    </Stack>
  )
}
