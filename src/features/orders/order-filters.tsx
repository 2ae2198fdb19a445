// The orders' filters, kept in the URL: complete or open, a pet, and a range of ship dates.
import { useMemo } from 'react'
import { isOpen, shipTime, type Order } from '../../api/schemas'
import { SelectField, TextField } from '../../lib/fields'
import { addDays, fromDayParam } from '../../lib/format'
import { useT } from '../../lib/i18n/i18n'
import { useListParams } from '../../lib/list-params'
import '../../lib/i18n/en/orders'

const completeFilters: Record<string, (order: Order) => boolean> = {
  yes: (order) => order.complete === true,
  no: isOpen,
}

/** What "Show all orders" sets. */
export const noOrderFilters = { complete: '', pet: '', from: '', to: '' }

/**
 * The filters in the URL as one test: complete/open, a pet id (as sent, so an int64 matches
 * exactly), and ship dates from one local day to another, both included.
 */
function orderFilter(complete: string, petId: string, from: string, to: string) {
  const byComplete = completeFilters[complete]
  const start = fromDayParam(from)
  const endDay = fromDayParam(to)
  const end = endDay === null ? null : addDays(endDay, 1)
  if (!byComplete && !petId && start === null && end === null) return null
  return (order: Order) => {
    if (byComplete && !byComplete(order)) return false
    if (petId && String(order.petId) !== petId) return false
    if (start === null && end === null) return true
    const time = shipTime(order)
    if (Number.isNaN(time)) return false
    return (start === null || time >= start) && (end === null || time < end)
  }
}

/** The URL's filters as one test (null when none is set), and the exports' name, which says it. */
export function useOrderFilter() {
  const { get } = useListParams()
  const complete = get('complete')
  const petId = get('pet').trim()
  const from = get('from')
  const to = get('to')
  const filter = useMemo(() => orderFilter(complete, petId, from, to), [complete, petId, from, to])
  const exportName = `orders${completeFilters[complete] ? `-${complete === 'yes' ? 'complete' : 'open'}` : ''}`
  return { filter, exportName }
}

/** The filters' controls, and how many orders they let through. */
export function OrderFilters({ countText }: { countText: string | undefined }) {
  const t = useT()
  const { get, update } = useListParams()
  const complete = get('complete')
  const completeOptions = [
    { value: '', label: t('orders.filter-all') },
    { value: 'yes', label: t('orders.complete') },
    { value: 'no', label: t('orders.open') },
  ]
  return (
    <div className="toolbar">
      <SelectField
        label={t('orders.complete')}
        value={completeFilters[complete] ? complete : ''}
        options={completeOptions}
        onChange={(value) => update({ complete: value })}
      />
      <TextField
        label={t('orders.pet-id')}
        inputMode="numeric"
        value={get('pet')}
        onChange={(value) => update({ pet: value })}
      />
      <TextField
        label={t('orders.shipped-from')}
        type="date"
        value={get('from')}
        onChange={(value) => update({ from: value })}
      />
      <TextField
        label={t('orders.shipped-to')}
        type="date"
        value={get('to')}
        onChange={(value) => update({ to: value })}
      />
      <p className="result-count muted">{countText ?? '\u00a0'}</p>
    </div>
  )
}
