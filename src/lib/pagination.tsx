// First, previous, a page box, next and last, and rows per page: the page and its size live in
// the URL with the rest of the list's state (`page`, `size`).
import { useState, type FormEvent } from 'react'
import { SelectField } from './fields'
import { useT } from './i18n/i18n'
import { PAGE_SIZE, PAGE_SIZES, useListParams } from './list-params'
import './i18n/en/lib'

export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const t = useT()
  const { update, pageSize } = useListParams()
  // What is typed in the page box, until it is sent with Enter or by leaving the box.
  const [typed, setTyped] = useState<string | null>(null)
  if (pageCount <= 1 && pageSize === PAGE_SIZE) return null
  const go = (next: number) => {
    setTyped(null)
    const clamped = Math.min(Math.max(1, Math.round(next)), pageCount)
    update({ page: clamped > 1 ? String(clamped) : '' })
  }
  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    const wanted = Number(typed)
    if (typed !== null && typed.trim() && Number.isFinite(wanted)) go(wanted)
    else setTyped(null)
  }
  const button = (label: string, target: number, text: string, disabled: boolean) => (
    <button
      type="button"
      className="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={() => go(target)}
    >
      <span aria-hidden="true">{text}</span>
    </button>
  )
  return (
    <nav aria-label={t('lib.pagination')} className="pagination">
      {button(t('lib.first-page'), 1, '«', page <= 1)}
      {button(t('lib.previous-page'), page - 1, '‹', page <= 1)}
      <form className="page-box" onSubmit={submit}>
        <label htmlFor="pagination-page">{t('lib.page')}</label>
        <input
          id="pagination-page"
          type="number"
          inputMode="numeric"
          min={1}
          max={pageCount}
          value={typed ?? String(page)}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={() => submit()}
        />
        {/* Digits as the box beside it shows them. */}
        <span aria-current="page">{t('lib.page-of', { pageCount: String(pageCount) })}</span>
      </form>
      {button(t('lib.next-page'), page + 1, '›', page >= pageCount)}
      {button(t('lib.last-page'), pageCount, '»', page >= pageCount)}
      <SelectField
        label={t('lib.rows-per-page')}
        className="field page-size"
        value={String(pageSize)}
        options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
        onChange={(value) => update({ size: value === String(PAGE_SIZE) ? '' : value })}
      />
    </nav>
  )
}
