// Presenter view, for the big screen: the whole UI at about 125%, the request log docked beside
// the page with the newest call open. Kept for this tab; "P" toggles it too.
import { updateRequestLogView } from '../features/request-log/request-log-store'
import { useT } from '../lib/i18n/i18n'
import { createStore, useStore } from '../lib/store'
import { readStored, storageKeys, writeStored } from '../lib/storage'
import { StrokeIcon } from '../lib/stroke-icon'

export const presenterStore = createStore(readStored('session', storageKeys.presenter) === 'on')

export function setPresenter(on: boolean): void {
  writeStored('session', storageKeys.presenter, on ? 'on' : null)
  document.documentElement.classList.toggle('presenter', on)
  presenterStore.set(on)
  updateRequestLogView({ open: on, openNewest: on })
}

export const togglePresenter = () => setPresenter(!presenterStore.get())

export function PresenterToggle() {
  const t = useT()
  const on = useStore(presenterStore)
  return (
    <button
      type="button"
      className="button icon-only presenter-toggle"
      aria-pressed={on}
      aria-label={t('app.presenter')}
      title={t('app.presenter-title')}
      onClick={togglePresenter}
    >
      {/* A screen on a stand: the header has no room for the word beside the contract badge. */}
      <StrokeIcon>
        <rect x="3" y="4" width="18" height="12" rx="1" />
        <path d="M12 16v4M8 20h8" />
      </StrokeIcon>
    </button>
  )
}
