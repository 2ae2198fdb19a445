// jsdom 29 has <dialog> without showModal() or close(). This is the part of the platform the app
// relies on, as the HTML spec words it: `open`, focus into the dialog and back to the opener, the
// `close` event (queued, as the browser does), `returnValue`, Escape as `cancel` then close, and the
// inert page behind a modal (sequential focus stays inside). e2e proves the browser's own.
const topLayer: HTMLDialogElement[] = []
const openers = new WeakMap<HTMLDialogElement, Element | null>()
const returnValues = new WeakMap<HTMLDialogElement, string>()

const focusable = (root: Element) =>
  Array.from(
    root.querySelectorAll<HTMLElement>('button, [href], input, select, textarea, [tabindex]'),
  ).filter((element) => element.tabIndex >= 0 && !element.matches(':disabled'))

/** The top-most modal still in the document. */
const topModal = () => topLayer.filter((dialog) => dialog.isConnected && dialog.open).at(-1)

function showModal(this: HTMLDialogElement) {
  if (this.open && topLayer.includes(this)) return
  if (this.open || !this.isConnected) throw new DOMException('Cannot show', 'InvalidStateError')
  this.setAttribute('open', '')
  topLayer.push(this)
  openers.set(this, document.activeElement)
  // The dialog focusing steps, with no autofocus attribute (React never renders one).
  ;(focusable(this)[0] ?? this).focus()
}

function close(this: HTMLDialogElement, result?: string) {
  if (!this.open) return
  this.removeAttribute('open')
  if (result !== undefined) returnValues.set(this, result)
  topLayer.splice(topLayer.indexOf(this), 1)
  const opener = openers.get(this)
  if (opener instanceof HTMLElement) opener.focus()
  setTimeout(() => this.dispatchEvent(new Event('close')))
}

/** After the page's own listeners, as the browser's close watcher and focus navigation are. */
function onKeyDown(event: KeyboardEvent) {
  const modal = topModal()
  if (!modal || event.defaultPrevented) return
  if (event.key === 'Escape') {
    if (modal.dispatchEvent(new Event('cancel', { cancelable: true }))) modal.close()
  } else if (event.key === 'Tab') {
    event.preventDefault()
    const all = focusable(modal)
    const here = all.indexOf(document.activeElement as HTMLElement)
    const next = here === -1 ? 0 : (here + (event.shiftKey ? -1 : 1) + all.length) % all.length
    all[next]?.focus()
  }
}

export function installDialogShim(): void {
  const proto = HTMLDialogElement.prototype
  if (typeof proto.showModal === 'function') return
  Object.assign(proto, { showModal, close })
  Object.defineProperty(proto, 'returnValue', {
    configurable: true,
    get(this: HTMLDialogElement) {
      return returnValues.get(this) ?? ''
    },
    set(this: HTMLDialogElement, value: string) {
      returnValues.set(this, String(value))
    },
  })
  window.addEventListener('keydown', onKeyDown)
}
