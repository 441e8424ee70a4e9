import { Button, chakra, HStack, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { presetOrder, presets, type PresetId } from '#app/audio/presets'
import { ErrorAlert } from '#app/ui/error-alert'
import { LiveRegion } from '#app/ui/live-region'
import { allPass, PreflightList } from '#app/ui/preflight-list'
import type { usePresetMixdown } from './use-preset-mixdown'

export const musicChoiceLabel = 'Music under the voices'

/** The destinations a mixdown is made for, the music choice, and the preflight before saving. */
export function MixdownPanel({ mixdown }: { mixdown: ReturnType<typeof usePresetMixdown> }) {
  const [preset, setPreset] = useState<PresetId>('podcast')
  const [withMusic, setWithMusic] = useState(true)
  const busy = mixdown.percent !== null
  const chosen = presets[preset]
  const made = mixdown.made
  const choose = (next: PresetId) => {
    setPreset(next)
    mixdown.forget()
  }
  return (
    <Stack gap="3" role="group" aria-label="Download mixdown" borderWidth="1px" borderRadius="md" p="3">
      {/* A plain fieldset: the app's Chakra system carries no fieldset recipe for one group of radios. */}
      <chakra.fieldset disabled={busy} border="0" p="0" m="0">
        <Text as="legend" fontWeight="medium" mb="2">
          Format
        </Text>
        <Stack gap="2">
          {presetOrder.map((id) => (
            <Stack key={id} gap="0">
              <HStack as="label" gap="2" cursor="pointer">
                <input
                  type="radio"
                  name="mixdown-preset"
                  value={id}
                  checked={preset === id}
                  onChange={() => choose(id)}
                />
                <Text>{presets[id].name}</Text>
              </HStack>
              <Text fontSize="sm" color="fg.muted" ps="6">
                {presets[id].summary}
              </Text>
            </Stack>
          ))}
        </Stack>
      </chakra.fieldset>
      <Stack gap="0">
        <HStack as="label" gap="2" cursor={chosen.allowsMusic ? 'pointer' : undefined}>
          <input
            type="checkbox"
            checked={chosen.allowsMusic && withMusic}
            disabled={!chosen.allowsMusic || busy}
            onChange={(event) => {
              setWithMusic(event.target.checked)
              mixdown.forget()
            }}
          />
          <Text>{musicChoiceLabel}</Text>
        </HStack>
        {!chosen.allowsMusic && (
          <Text fontSize="sm" color="fg.muted" ps="6">
            A master is the voices only.
          </Text>
        )}
      </Stack>
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" onClick={() => void mixdown.make({ preset, withMusic })} loading={busy}>
          Prepare file
        </Button>
        <LiveRegion>{busy && <Text>Rendering {mixdown.percent}%</Text>}</LiveRegion>
      </HStack>
      <ErrorAlert message={mixdown.error} />
      {made && (
        <Stack gap="2" role="region" aria-label="Preflight">
          <Text fontWeight="medium">
            Preflight for {presets[made.preset].name}: {allPass(made.rules) ? 'ready to publish' : 'see what to fix'}
          </Text>
          <PreflightList rules={made.rules} />
          <HStack>
            <Button colorPalette="blue" onClick={mixdown.save}>
              Save file
            </Button>
          </HStack>
        </Stack>
      )}
    </Stack>
  )
}
