// Tells the user the browser is offline; React Query's onlineManager refetches on reconnect.
import { useSyncExternalStore } from 'react'

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

export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, isOnline, isOnlineOnServer)
  // The live region stays mounted so screen readers announce the change when it fills.
  return (
    <div role="status" className={online ? undefined : 'offline-banner'}>
      {online
        ? null
        : 'You are offline. Showing saved data; changes will be sent when you reconnect.'}
    </div>
  )
}
