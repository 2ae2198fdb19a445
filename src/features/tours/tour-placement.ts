// Where the tour's card sits: at the foot of the screen, on the side that leaves uncovered what the
// step talks about. A page marks that with `data-tour-target` (the explorer: the request body and
// its problems); the card goes to the other side when it would cover it, and the page scrolls
// them into view.
import { useEffect, useState, type RefObject } from 'react'

export type CardSide = 'start' | 'end'

const targets = () =>
  [...document.querySelectorAll<HTMLElement>('[data-tour-target]')].filter(
    (element) => element.getClientRects().length > 0,
  )

type Box = Pick<DOMRect, 'left' | 'right' | 'top' | 'bottom'>

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top))

/** The card's box on the other side of the screen: the same size, mirrored. */
function mirrored(card: DOMRect): Box {
  const width = document.documentElement.clientWidth
  return { left: width - card.right, right: width - card.left, top: card.top, bottom: card.bottom }
}

/** How much of the step's targets `card` covers, in square pixels. */
const covered = (card: Box, boxes: DOMRect[]) => boxes.reduce((sum, b) => sum + overlap(card, b), 0)

/**
 * The side for the card on this step. `locationKey` changes with every navigation, after which the
 * router has put the page back at its top: the targets are looked for again then.
 */
export function useCardSide(
  card: RefObject<HTMLElement | null>,
  step: number,
  locationKey: string,
): CardSide {
  // Each step starts at the start side.
  const [placed, setPlaced] = useState<{ step: number; side: CardSide }>({ step, side: 'start' })
  useEffect(() => {
    const place = () => {
      const element = card.current
      const marked = targets()
      if (!element || marked.length === 0) return
      // Still at the top where the router puts a page (it does again as the explorer writes its
      // URL): the last target is brought into view, and a page the user scrolled is left alone.
      const last = marked.at(-1)
      if (window.scrollY === 0 && last && last.getBoundingClientRect().bottom > window.innerHeight)
        last.scrollIntoView?.({ block: 'nearest' })
      const boxes = marked.map((target) => target.getBoundingClientRect())
      const here = element.getBoundingClientRect()
      const there = mirrored(here)
      if (covered(there, boxes) < covered(here, boxes))
        setPlaced((current) => {
          const side = current.step === step ? current.side : 'start'
          return { step, side: side === 'start' ? 'end' : 'start' }
        })
    }
    const main = document.getElementById('main')
    if (!main) return
    // The step's page renders after the card: look again once a frame after anything changes.
    let frame = 0
    const schedule = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(place)
    }
    const observer = new MutationObserver(schedule)
    observer.observe(main, { childList: true, subtree: true })
    window.addEventListener('resize', schedule)
    schedule()
    return () => {
      cancelAnimationFrame(frame)
      observer.disconnect()
      window.removeEventListener('resize', schedule)
    }
  }, [card, step, locationKey])
  return placed.step === step ? placed.side : 'start'
}
