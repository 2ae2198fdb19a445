// What happens when a shared link is opened: the route shows, the demo takes the link's settings,
// the tour opens at its step, and a Custom server is used only once the person says so.
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { environmentLabel } from '../../api/environments'
import { defaultAuth, liveEnvironment, saveSettings, setApiKey } from '../../api/settings'
import { Dialog } from '../../lib/dialog'
import { useT } from '../../lib/i18n/i18n'
import { applyDemo } from '../../api/demo'
import { calmControls } from '../../api/demo-contract'
import { startTour, toursStore } from '../tours/tour-store'
import { readSharedView, type SharedView } from './share-link'
import '../../lib/i18n/en/share'

/** Applies what a link carries, once the server question (if any) is settled. */
async function applySharedView(queryClient: QueryClient, view: SharedView): Promise<void> {
  if (view.demo && liveEnvironment().demo) {
    const { dataset, ...controls } = view.demo
    await applyDemo(queryClient, { ...calmControls(), ...controls }, dataset ?? 'seed')
  }
  if (!view.tour) return
  const { builtinTours } = await import('../tours/builtin')
  const tour = [...builtinTours, ...toursStore.get().loaded].find((t) => t.id === view.tour?.id)
  if (tour) await startTour(queryClient, tour, view.tour.step)
}

/** Opens a shared link once, as the app starts, then drops its share parameters from the URL. */
export function SharedViewOpener({ link }: { link: { pathname: string; search: string } }) {
  const t = useT()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [shared] = useState(() => readSharedView(link.pathname, link.search))
  const [askServer, setAskServer] = useState(Boolean(shared?.server))
  const useServer = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!shared) return
    void navigate(shared.route, { replace: true })
    if (!shared.server) void applySharedView(queryClient, shared)
  }, [shared, navigate, queryClient])

  if (!askServer || !shared?.server) return null
  const server = shared.server
  const current = environmentLabel(liveEnvironment().id)
  const close = () => setAskServer(false)
  return (
    <Dialog title={t('share.server-title')} onClose={close} initialFocus={useServer}>
      <p>
        {t.rich('share.server-warning', { server: <strong className="mono">{server}</strong> })}
      </p>
      <p className="muted">{t('share.server-no-key')}</p>
      <div className="row">
        <button
          ref={useServer}
          type="button"
          className="button primary"
          onClick={() => {
            setApiKey('custom', '', false)
            saveSettings({ environment: 'custom', customBaseUrl: server, auth: defaultAuth })
            close()
            void applySharedView(queryClient, shared)
          }}
        >
          {t('share.use-server')}
        </button>
        <button type="button" className="button" onClick={close}>
          {t('share.stay-on', { environment: current })}
        </button>
      </div>
    </Dialog>
  )
}
