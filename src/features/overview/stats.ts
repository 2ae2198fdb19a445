// The numbers behind the Overview page: pets per status and orders per ship day or week.
// Pure functions, so the charts and their table alternatives can never disagree with the data.
import { addDays } from '../../lib/format'
import { isOpen, petStatuses, shipTime, type Order, type Pet } from '../../api/schemas'

export interface StatusCount {
  /** '' stands for pets the server sent without a status. */
  status: string
  count: number
}

function statusRank(status: string): number {
  if (status === '') return petStatuses.length + 1
  const index = petStatuses.indexOf(status)
  return index === -1 ? petStatuses.length : index
}

/** One entry per status present: the usual statuses first, then others by name, then "no status". */
export function countByStatus(pets: readonly Pet[]): StatusCount[] {
  const counts = new Map<string, number>()
  for (const pet of pets) {
    const status = pet.status?.trim() ?? ''
    counts.set(status, (counts.get(status) ?? 0) + 1)
  }
  return [...counts]
    .map(([status, count]) => ({ status, count }))
    .sort((a, b) => statusRank(a.status) - statusRank(b.status) || a.status.localeCompare(b.status))
}

export interface DateBucket {
  /** Local midnight at which the day (or the Monday-based week) starts, in ms. */
  start: number
  complete: number
  open: number
}

export interface ShipDateSeries {
  unit: 'day' | 'week'
  buckets: DateBucket[]
  /** Orders whose ship date falls before the first bucket (only when weeks are cut off). */
  earlier: number
  /** Orders with a missing or malformed ship date. */
  undated: number
}

/** Up to this many days of data are drawn one bar per day; longer spans go per week. */
const MAX_DAILY_SPAN_DAYS = 45
/** When drawn per week, only the latest weeks are shown so the bars stay readable. */
export const MAX_WEEKS = 8

function startOfDay(time: number): number {
  const date = new Date(time)
  date.setHours(0, 0, 0, 0)
  return date.getTime()
}

function startOfWeek(time: number): number {
  const date = new Date(startOfDay(time))
  date.setDate(date.getDate() - ((date.getDay() + 6) % 7))
  return date.getTime()
}

export function shipDateSeries(orders: readonly Order[]): ShipDateSeries {
  const dated: Array<{ time: number; open: boolean }> = []
  let undated = 0
  let min = Infinity
  let max = -Infinity
  for (const order of orders) {
    const time = shipTime(order)
    if (Number.isNaN(time)) {
      undated += 1
      continue
    }
    dated.push({ time, open: isOpen(order) })
    if (time < min) min = time
    if (time > max) max = time
  }
  if (dated.length === 0) return { unit: 'day', buckets: [], earlier: 0, undated }

  const firstDay = startOfDay(min)
  const lastDay = startOfDay(max)
  const spanDays = Math.round((lastDay - firstDay) / 86_400_000) + 1
  const unit = spanDays <= MAX_DAILY_SPAN_DAYS ? 'day' : 'week'
  const bucketOf = unit === 'day' ? startOfDay : startOfWeek
  const step = unit === 'day' ? 1 : 7
  const last = bucketOf(max)
  const first =
    unit === 'day' ? firstDay : Math.max(startOfWeek(min), addDays(last, -7 * (MAX_WEEKS - 1)))

  const buckets: DateBucket[] = []
  const byStart = new Map<number, DateBucket>()
  for (let start = first; start <= last; start = addDays(start, step)) {
    const bucket = { start, complete: 0, open: 0 }
    buckets.push(bucket)
    byStart.set(start, bucket)
  }
  let earlier = 0
  for (const { time, open } of dated) {
    const bucket = byStart.get(bucketOf(time))
    if (!bucket) earlier += 1
    else if (open) bucket.open += 1
    else bucket.complete += 1
  }
  return { unit, buckets, earlier, undated }
}

/** A round axis maximum and tick step (1, 2 or 5 times a power of ten) for values up to `max`. */
export function niceScale(max: number, targetTicks = 4): { max: number; step: number } {
  if (max <= 0) return { max: 1, step: 1 }
  const rough = max / targetTicks
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power
  const wholeStep = Math.max(1, step)
  return { max: Math.ceil(max / wholeStep) * wholeStep, step: wholeStep }
}
