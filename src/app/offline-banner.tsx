// Tells the user the browser is offline: the demo goes on, a real server's calls wait (React
// Query's onlineManager refetches them on reconnect).
import { useSyncExternalStore } from 'react'
import { useT } from '../lib/i18n/i18n'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

const isOnline = () => navigator.onLine
// Server rendering has no network state; assume online so nothing flashes.
const isOnlineOnServer = () => true

export function OfflineBanner({ demo }: { demo: boolean }) {
  const t = useT()
  const online = useSyncExternalStore(subscribe, isOnline, isOnlineOnServer)
  // The live region stays mounted so screen readers announce the change when it fills.
  return (
    <div role="status" className={online ? undefined : 'offline-banner'}>
      {online ? null : demo ? t('app.offline-demo') : t('app.offline-live')}
    </div>
  )
}
