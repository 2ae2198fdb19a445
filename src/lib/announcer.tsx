// One polite live region for results that arrive later (a list's count, a download): said once,
// after the value has settled, so typing a search is not read out letter by letter.
import { useEffect } from 'react'
import { createStore, useStore } from './store'

const announcementStore = createStore('')

/** Says `message` politely; the same message again is not repeated. */
export function announce(message: string): void {
  announcementStore.set(message)
}

/** The shell's live region; render it once. */
export function Announcer() {
  const message = useStore(announcementStore)
  return (
    <div id="announcer" role="status" className="visually-hidden">
      {message}
    </div>
  )
}

/** Announces `message` once it has stayed the same for a moment (typing pauses, data arrives). */
export function useAnnouncement(message: string | undefined, settleMs = 700): void {
  useEffect(() => {
    if (!message) return
    const timer = setTimeout(() => announce(message), settleMs)
    return () => clearTimeout(timer)
  }, [message, settleMs])
}
