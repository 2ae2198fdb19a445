// Finding things in the page as a user does: by role and accessible name, by label, by text. This
// runs INSIDE the page, in every engine: the adapters serialise `locate` by its source, so it must
// stay self-contained (no imports, no outer variables, no helpers outside its body). It uses the
// DOM only, never `eval`, so the page's CSP and Trusted Types do not matter.

/** A name or text: exactly this (whitespace collapsed), or `{ re }`, a regular expression's source. */
export type Match = string | { re: string }

/** What to find. Only visible elements match, as with Playwright's `getByRole`. */
export interface Target {
  /** ARIA role, explicit or implied by the tag (a subset, enough for this console). */
  role?: string
  /** The accessible name (aria-labelledby, aria-label, a label, alt, title or the text inside). */
  name?: Match
  /** A form control by its `<label>` text. */
  label?: Match
  /** The innermost element whose text is this. */
  text?: Match
  /** Whose text contains this (a string), or matches this regular expression: no innermost rule. */
  hasText?: Match
  /** A heading's level. */
  level?: number
  /** Only inside the first visible element `within` finds. */
  within?: Target
  /** The nth match (0-based); the first by default. */
  nth?: number
}

/** What the journeys read of an element. */
export interface TargetState {
  /** Its text content, whitespace collapsed (as `text` matches it, before any CSS text-transform). */
  text: string
  value: string | null
  focused: boolean
  /** The element or something inside it has focus. */
  focusWithin: boolean
  checked: boolean | null
  /** Its box in the viewport, CSS px. */
  box: { x: number; y: number; width: number; height: number }
  attributes: Record<string, string>
  /** How many elements the target matches (the state is of the `nth`). */
  count: number
}

export type Want = 'element' | 'state' | 'count' | 'focus' | 'set'

/**
 * Finds `target` and gives what `want` asks: the element (for `clickWhere`), its state, the number of
 * matches, or it focuses the element, or sets its value (`set`, see below) and returns its state.
 *
 * `set` writes a form control's value as the browser's own autofill does: the native value setter,
 * then `input` and `change` events (React reads those). For a `<select>` that is what choosing an
 * option does; for a date field it is the one way that works alike in every engine (WebKit's date
 * field takes no typed text).
 */
export function locate(target: Target, want: Want = 'element', value = ''): unknown {
  const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()
  const matches = (actual: string, expected: Match | undefined) =>
    expected === undefined ||
    (typeof expected === 'string'
      ? clean(actual) === clean(expected)
      : new RegExp(expected.re).test(clean(actual)))

  const visible = (element: Element) => {
    if (element.closest('[aria-hidden="true"]')) return false
    if (element.getClientRects().length === 0) return false
    const style = getComputedStyle(element)
    return style.visibility !== 'hidden' && style.visibility !== 'collapse'
  }

  // Tags whose role does not depend on their attributes or their place.
  const fixedRoles = new Map(
    Object.entries({
      button: 'button',
      summary: 'button',
      textarea: 'textbox',
      table: 'table',
      tr: 'row',
      td: 'cell',
      dialog: 'dialog',
      nav: 'navigation',
      main: 'main',
      aside: 'complementary',
      ul: 'list',
      ol: 'list',
      li: 'listitem',
      fieldset: 'group',
      details: 'group',
      output: 'status',
      dt: 'term',
      dd: 'definition',
    }),
  )

  const implicitRole = (element: Element): string => {
    const tag = element.tagName.toLowerCase()
    const type = (element.getAttribute('type') ?? 'text').toLowerCase()
    if (/^h[1-6]$/.test(tag)) return 'heading'
    const fixed = fixedRoles.get(tag)
    if (fixed) return fixed
    switch (tag) {
      case 'a':
        return element.hasAttribute('href') ? 'link' : ''
      case 'select':
        return (element as HTMLSelectElement).multiple ? 'listbox' : 'combobox'
      case 'input':
        if (['button', 'submit', 'reset'].includes(type)) return 'button'
        if (type === 'checkbox' || type === 'radio') return type
        if (type === 'number') return 'spinbutton'
        if (type === 'search') return 'searchbox'
        return ['text', 'email', 'url', 'tel', 'password'].includes(type) ? 'textbox' : ''
      case 'th':
        return element.closest('thead') || element.getAttribute('scope') === 'col'
          ? 'columnheader'
          : 'rowheader'
      case 'header':
        return element.closest('article, aside, main, nav, section') ? '' : 'banner'
      case 'section':
        return element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby')
          ? 'region'
          : ''
      default:
        return ''
    }
  }
  const roleOf = (element: Element) =>
    element.getAttribute('role')?.trim().split(/\s+/)[0] || implicitRole(element)

  const labelText = (control: Element) => {
    const labels = (control as HTMLInputElement).labels
    return labels && labels.length > 0
      ? [...labels].map((label) => clean(label.textContent)).join(' ')
      : ''
  }
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby')
    if (labelledBy) {
      return clean(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      )
    }
    const ariaLabel = clean(element.getAttribute('aria-label'))
    if (ariaLabel) return ariaLabel
    const tag = element.tagName.toLowerCase()
    if (['input', 'select', 'textarea'].includes(tag)) {
      const type = element.getAttribute('type')
      if (type === 'button' || type === 'submit') return clean((element as HTMLInputElement).value)
      return labelText(element) || clean(element.getAttribute('title'))
    }
    if (tag === 'img') return clean(element.getAttribute('alt'))
    if (tag === 'table') return clean(element.querySelector('caption')?.textContent)
    if (tag === 'fieldset') return clean(element.querySelector('legend')?.textContent)
    if (tag === 'dialog' || tag === 'section' || tag === 'nav' || tag === 'aside') {
      return clean(element.getAttribute('title'))
    }
    // Text inside, without what is hidden from assistive technology.
    const parts: string[] = []
    const walk = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '')
      else if (node instanceof Element) {
        if (node.getAttribute('aria-hidden') === 'true') return
        if (node.tagName === 'svg' || node.tagName === 'SCRIPT' || node.tagName === 'STYLE') return
        const inner = node !== element && node.getAttribute('aria-label')
        if (inner) parts.push(` ${inner} `)
        else node.childNodes.forEach(walk)
      }
    }
    walk(element)
    return clean(parts.join('')) || clean(element.getAttribute('title'))
  }

  const find = (spec: Target, scope: ParentNode): Element[] => {
    const inside = spec.within ? find(spec.within, scope)[0] : scope
    if (!inside) return []
    let found = [...inside.querySelectorAll('*')].filter(visible)
    if (spec.role !== undefined) found = found.filter((element) => roleOf(element) === spec.role)
    if (spec.level !== undefined) {
      found = found.filter((element) => element.tagName.toLowerCase() === `h${spec.level}`)
    }
    if (spec.name !== undefined)
      found = found.filter((element) => matches(nameOf(element), spec.name))
    if (spec.label !== undefined) {
      found = found.filter(
        (element) => 'labels' in element && matches(labelText(element), spec.label),
      )
    }
    if (spec.hasText !== undefined) {
      const wanted = spec.hasText
      found = found.filter((element) => {
        const text = clean(element.textContent)
        return typeof wanted === 'string'
          ? text.includes(clean(wanted))
          : new RegExp(wanted.re).test(text)
      })
    }
    if (spec.text !== undefined) {
      const hits = found.filter((element) => matches(element.textContent ?? '', spec.text))
      // The innermost: an element holding another hit is only its container.
      found = hits.filter(
        (element) => !hits.some((other) => other !== element && element.contains(other)),
      )
    }
    return found
  }

  const all = find(target, document)
  if (want === 'count') return all.length
  const element = all[target.nth ?? 0] ?? null
  if (want === 'element') return element
  if (!element) return null
  if (want === 'focus') (element as HTMLElement).focus()
  if (want === 'set') {
    const prototype = Object.getPrototypeOf(element) as object
    const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set
    if (!setter) throw new Error(`${element.tagName} has no value to set`)
    setter.call(element, value)
    element.dispatchEvent(new Event('input', { bubbles: true }))
    element.dispatchEvent(new Event('change', { bubbles: true }))
  }
  const box = element.getBoundingClientRect()
  const attributes: Record<string, string> = {}
  for (const attribute of element.attributes) attributes[attribute.name] = attribute.value
  const active = document.activeElement
  return {
    text: clean(element.textContent),
    value: 'value' in element ? String((element as HTMLInputElement).value) : null,
    focused: active === element,
    focusWithin: active !== null && element.contains(active),
    checked: 'checked' in element ? Boolean((element as HTMLInputElement).checked) : null,
    box: { x: box.x, y: box.y, width: box.width, height: box.height },
    attributes,
    count: all.length,
  } satisfies TargetState
}
