// Asks before leaving unsaved work (a half-filled form): a link or Back asks in a dialog, where
// "Stay" has focus and Escape means Stay; a reload or closing the tab, in the browser's own words.
import { useEffect, useEffectEvent } from 'react'
import { useBlocker } from 'react-router-dom'
import { ConfirmDialog } from './dialog'
import { useT } from './i18n/i18n'
import './i18n/en/lib'

/** Navigation state for a move the user asked for in another way (a tour's step): it never asks. */
export const leaveWithoutAsking = { leaveWithoutAsking: true }

const asked = (state: unknown) =>
  (state as Partial<typeof leaveWithoutAsking> | null)?.leaveWithoutAsking === true

/** Holds a route change while `unsaved()`: show LeaveDialog while the blocker is `blocked`. */
export function useLeaveGuard(unsaved: () => boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved() && currentLocation.pathname !== nextLocation.pathname && !asked(nextLocation.state),
  )
  const isUnsaved = useEffectEvent(unsaved)
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (isUnsaved()) event.preventDefault()
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [])
  return blocker
}

export function LeaveDialog({
  title,
  text,
  onLeave,
  onStay,
}: {
  title: string
  /** What leaving loses, or keeps. */
  text: string
  onLeave: () => void
  onStay: () => void
}) {
  const t = useT()
  return (
    <ConfirmDialog
      title={title}
      text={text}
      confirm={t('lib.leave')}
      cancel={t('lib.stay')}
      onConfirm={onLeave}
      onCancel={onStay}
    />
  )
}
