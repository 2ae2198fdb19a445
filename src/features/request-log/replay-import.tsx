// "HAR file": a recorded session loaded into the demo as its Replay dataset, so a rehearsal plays
// back exactly, offline too. A file that is too big or not a HAR changes nothing and says why.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type ChangeEvent } from 'react'
import { datasetChanged, loadReplay as sendReplay } from '../../api/demo'
import { useEnvironment } from '../../api/settings'
import { useT } from '../../lib/i18n/i18n'
import { MAX_HAR_BYTES, parseHar } from './har'
import '../../lib/i18n/en/log'

export function ReplayImport() {
  const t = useT()
  const id = useId()
  const { demo } = useEnvironment()
  const queryClient = useQueryClient()
  // The demo API switches to Replay with the recording; every cached answer came from the old data.
  const loadReplay = useMutation({
    mutationFn: sendReplay,
    onSuccess: (state) => datasetChanged(queryClient, state),
  })
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)

  const load = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const file = input.files?.[0]
    input.value = ''
    if (!file) return
    if (file.size > MAX_HAR_BYTES) {
      setMessage({ ok: false, text: t('log.replay-too-big', { name: file.name }) })
      return
    }
    const recording = parseHar(await file.text(), file.name)
    if ('error' in recording) {
      setMessage({ ok: false, text: t('log.replay-refused', { error: recording.error }) })
      return
    }
    try {
      await loadReplay.mutateAsync(recording)
      setMessage({
        ok: true,
        text: t(demo ? 'log.replay-loaded' : 'log.replay-loaded-not-demo', {
          count: recording.calls.length,
          name: file.name,
        }),
      })
    } catch (error) {
      setMessage({ ok: false, text: t('log.replay-not-taken', { error: String(error) }) })
    }
  }

  return (
    <div className="replay-import">
      <label htmlFor={id}>{t('log.har-file')}</label>
      <input id={id} type="file" accept=".har,application/json" onChange={(e) => void load(e)} />
      <p role="status" className={message && !message.ok ? 'field-error' : 'field-hint'}>
        {message?.text ?? t('log.replay-hint')}
      </p>
    </div>
  )
}
