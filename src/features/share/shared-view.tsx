// The header's "Copy link to this view", and what happens when such a link is opened: the route
// shows, the demo takes the link's settings, the tour opens at its step, and a Custom server is
// used only once the person who opened the link says so.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { defaultAuth, getSettings, saveSettings, setApiKey, useSettings } from '../../api/settings'
import { environmentLabels } from '../../api/environments'
import { Dialog } from '../../lib/dialog'
import { useStore } from '../../lib/store'
import { showToast } from '../../lib/toasts'
import { demoQueries, resetDemoData, updateDemoControls } from '../demo/api'
import { calmControls } from '../demo/controls'
import { startTour } from '../tours/tours'
import { runningTourStore, toursStore } from '../tours/tour-store'
import { readSharedView, shareLink, type SharedView } from './share-link'

export function CopyLinkButton() {
  const location = useLocation()
  const settings = useSettings()
  const demo = useQuery({ ...demoQueries.state(), enabled: settings.environment === 'demo' })
  const running = useStore(runningTourStore)
  const copy = async () => {
    const link = shareLink(window.location.origin, import.meta.env.BASE_URL, {
      route: `${location.pathname}${location.search}`,
      demo: settings.environment === 'demo' ? (demo.data ?? null) : null,
      tour: running,
      server: settings.environment === 'custom' ? settings.customBaseUrl : null,
    })
    try {
      await navigator.clipboard.writeText(link)
      showToast('success', 'Link to this view copied')
    } catch {
      showToast('error', 'Could not copy: the browser did not allow clipboard access.')
    }
  }
  return (
    <button
      type="button"
      className="button icon-only"
      aria-label="Copy link to this view"
      title="Copy link to this view"
      onClick={() => void copy()}
    >
      🔗
    </button>
  )
}

/** Applies what a link carries, once the server question (if any) is settled. */
async function applySharedView(queryClient: QueryClient, view: SharedView): Promise<void> {
  if (view.demo && getSettings().environment === 'demo') {
    const { dataset, ...controls } = view.demo
    await updateDemoControls({ ...calmControls(), ...controls }).catch(() => undefined)
    const state = await queryClient.fetchQuery({ ...demoQueries.state(), staleTime: 0 })
    if ((dataset ?? 'seed') !== state.dataset) await resetDemoData(dataset ?? 'seed')
    await queryClient.invalidateQueries()
  }
  const tour = view.tour && toursStore.get().find((t) => t.id === view.tour?.id)
  if (tour && view.tour) await startTour(queryClient, tour, view.tour.step)
}

/** Opens a shared link once, as the app starts, then drops its share parameters from the URL. */
export function SharedViewOpener() {
  const location = useLocation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [shared] = useState(() => readSharedView(location.pathname, location.search))
  const [askServer, setAskServer] = useState(Boolean(shared?.server))

  useEffect(() => {
    if (!shared) return
    void navigate(shared.route, { replace: true })
    if (!shared.server) void applySharedView(queryClient, shared)
  }, [shared, navigate, queryClient])

  if (!askServer || !shared?.server) return null
  const server = shared.server
  const current = environmentLabels[getSettings().environment]
  const close = () => setAskServer(false)
  return (
    <Dialog title="Use another server?" onClose={close}>
      <p>
        This link points the console at <strong className="mono">{server}</strong>. Only use it if
        you trust where the link came from: every call of this tab would go there.
      </p>
      <p className="muted">No API key is sent to it; a key saved for Custom is forgotten.</p>
      <div className="row">
        <button
          type="button"
          className="button primary"
          onClick={() => {
            setApiKey('custom', '', false)
            saveSettings({ environment: 'custom', customBaseUrl: server, auth: defaultAuth })
            close()
            void applySharedView(queryClient, shared)
          }}
        >
          Use this server
        </button>
        <button type="button" className="button" onClick={close}>
          Stay on {current}
        </button>
      </div>
    </Dialog>
  )
}
