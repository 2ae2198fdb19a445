// After a move to another page, focus goes to that page's h1: a screen reader then reads the new
// page's name (a route change is otherwise silent), and Tab goes on from the top of the page.
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'

/** Focus the user left where it was: in a tour card, the request log or a dialog, not the page. */
function focusIsElsewhere(): boolean {
  const active = document.activeElement
  if (!active || active === document.body) return false
  return !active.closest('.app-header, #main')
}

function focusPageHeading(): void {
  const main = document.getElementById('main')
  const target = main?.querySelector<HTMLElement>('h1') ?? main
  if (!target) return
  // Focusable by script only, so the heading never becomes a Tab stop of its own.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  // Scroll stays the router's: the top for a new page, where it was for Back.
  target.focus({ preventScroll: true })
}

/** Moves focus to the page's h1 whenever the path changes (not the query string, not the first load). */
export function useRouteFocus(): void {
  const { pathname } = useLocation()
  const shown = useRef(pathname)
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    if (!focusIsElsewhere()) focusPageHeading()
  }, [pathname])
}
