// The header is sticky: whatever the browser scrolls into view (a focused field, a link to an id)
// stops below it, or a field reached with Shift+Tab sits under it (WCAG 2.2, 2.4.11).
import { useEffect, type RefObject } from 'react'

/** Keeps the page's scroll padding at the header's height, which wraps to more rows on phones. */
export function useScrollBelowHeader(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current
    // Without ResizeObserver the stylesheet's padding, one row of header, stays.
    if (!element || typeof ResizeObserver === 'undefined') return
    const page = document.documentElement
    const observer = new ResizeObserver(() => {
      // Inline on <html>: a property no element inherits, so nothing else is restyled.
      page.style.scrollPaddingTop = `${element.offsetHeight}px`
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      page.style.removeProperty('scroll-padding-top')
    }
  }, [header])
}
