// The header is sticky above 640 px: what the browser scrolls into view in the page (a focused
// field, a link to an id) stops below it, or a field reached with Shift+Tab sits under it (WCAG
// 2.2, 2.4.11). A margin on the page's content, not padding on the whole page: the header's
// own controls are in view wherever the page is scrolled, and must not scroll it when focused or
// clicked.
import { useEffect, type RefObject } from 'react'

/** Keeps the page's content scrolled to below the header, which wraps to more rows on phones. */
export function useScrollBelowHeader(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current
    const main = document.getElementById('main')
    // Without ResizeObserver the stylesheet's margin, one row of header, stays.
    if (!element || !main || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      // On <main>, so a new height restyles the content only, and only when the header wraps.
      main.style.setProperty('--header-offset', `${element.offsetHeight}px`)
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      main.style.removeProperty('--header-offset')
    }
  }, [header])
}
