// Holds a click on an in-app link away from a half-filled form until the user confirms.
// The app uses the declarative router, which has no useBlocker, so the guard listens for link
// clicks in the capture phase, before the router's Link sees them. Reloads and closing the tab get
// the browser's beforeunload prompt. Back/forward and keyboard shortcuts are not held, but the draft
// in sessionStorage keeps every value anyway.
import { useEffect, useRef, useState } from 'react'
import { useHref } from 'react-router-dom'

function isPlainLeftClick(event: MouseEvent): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  )
}

export function useLeaveGuard(active: boolean) {
  const here = new URL(useHref('.'), window.location.href).pathname
  const [pending, setPending] = useState<HTMLAnchorElement | null>(null)
  const letThrough = useRef(false)

  useEffect(() => {
    if (!active) return
    const onClick = (event: MouseEvent) => {
      if (letThrough.current || !isPlainLeftClick(event)) return
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return
      if (link.target && link.target !== '_self') return
      const url = new URL(link.href)
      // Other sites open as usual; the form's own address (e.g. a #hash) is not "leaving".
      if (url.origin !== window.location.origin || url.pathname === here) return
      event.preventDefault()
      event.stopPropagation()
      setPending(link)
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [active, here])

  useEffect(() => {
    if (!active) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [active])

  return {
    blocked: pending !== null,
    /** Follows the held link: the same click again, this time let through to the router. */
    proceed: () => {
      const link = pending
      setPending(null)
      if (!link) return
      if (!link.isConnected) {
        window.location.assign(link.href)
        return
      }
      letThrough.current = true
      try {
        link.click()
      } finally {
        letThrough.current = false
      }
    },
    stay: () => setPending(null),
  }
}
