// @vitest-environment node
import fc from 'fast-check'
import { expect, test } from 'vitest'
import type { Order } from '../src/api/schemas'
import {
  countByStatus,
  MAX_WEEKS,
  niceScale,
  shipDateSeries,
  type ShipDateSeries,
} from '../src/features/overview/stats'

/** Noon local time on a calendar day, as the ISO string a server would send. */
const day = (month: number, date: number, hour = 12) =>
  new Date(2026, month - 1, date, hour).toISOString()
const order = (shipDate: string | undefined, complete?: boolean): Order => ({
  id: 1,
  shipDate,
  complete,
})
const total = (series: ShipDateSeries) =>
  series.buckets.reduce((sum, b) => sum + b.complete + b.open, 0)

test('counts pets per status: usual statuses first, others by name, missing status last', () => {
  const pets = [
    { status: 'sold' },
    { status: 'weird' },
    {},
    { status: 'available' },
    { status: 'available' },
    { status: 'adopted' },
    { status: '' },
  ]
  expect(countByStatus(pets)).toEqual([
    { status: 'available', count: 2 },
    { status: 'sold', count: 1 },
    { status: 'adopted', count: 1 },
    { status: 'weird', count: 1 },
    { status: '', count: 2 },
  ])
  expect(countByStatus([])).toEqual([])
})

test('a short span of ship dates is bucketed per day, with empty days kept', () => {
  const series = shipDateSeries([
    order(day(11, 1), true),
    order(day(11, 1, 23), false),
    order(day(11, 3, 0), true),
    order(day(11, 3)),
    order('not-a-date', true),
    order(undefined),
  ])
  expect(series.unit).toBe('day')
  expect(series.buckets.map((b) => [new Date(b.start).getDate(), b.complete, b.open])).toEqual([
    [1, 1, 1],
    [2, 0, 0],
    [3, 1, 1],
  ])
  expect(series.undated).toBe(2)
  expect(series.earlier).toBe(0)
})

test('a span over 45 days goes per week (Monday first) and keeps only the latest weeks', () => {
  const orders = Array.from({ length: 120 }, (_, i) => order(day(8, 1 + i), i % 2 === 0))
  const series = shipDateSeries(orders)
  expect(series.unit).toBe('week')
  expect(series.buckets).toHaveLength(MAX_WEEKS)
  for (const bucket of series.buckets) expect(new Date(bucket.start).getDay()).toBe(1)
  expect(total(series) + series.earlier).toBe(120)
  expect(series.earlier).toBeGreaterThan(0)
})

test('exactly 45 days stays per day, 46 days goes per week', () => {
  const span = (days: number) => [order(day(10, 1)), order(day(10, days))]
  expect(shipDateSeries(span(45)).buckets).toHaveLength(45)
  expect(shipDateSeries(span(46)).unit).toBe('week')
})

test('no dated orders gives no buckets', () => {
  expect(shipDateSeries([order('soon')]).buckets).toEqual([])
  expect(shipDateSeries([]).undated).toBe(0)
})

test('every dated order lands in exactly one bucket or in "earlier"', () => {
  const start = Date.parse('2025-01-01T00:00:00Z')
  fc.assert(
    fc.property(
      fc.array(
        fc.record({
          offset: fc.integer({ min: 0, max: 400 * 86_400_000 }),
          complete: fc.option(fc.boolean(), { nil: undefined }),
        }),
        { maxLength: 60 },
      ),
      (items) => {
        const orders = items.map((i) => order(new Date(start + i.offset).toISOString(), i.complete))
        const series = shipDateSeries(orders)
        expect(total(series) + series.earlier).toBe(orders.length)
        const open = series.buckets.reduce((sum, b) => sum + b.open, 0)
        expect(open).toBeLessThanOrEqual(orders.filter((o) => o.complete !== true).length)
      },
    ),
  )
})

test('the axis scale is round and covers the largest value', () => {
  expect(niceScale(13)).toEqual({ max: 15, step: 5 })
  expect(niceScale(4)).toEqual({ max: 4, step: 1 })
  expect(niceScale(0)).toEqual({ max: 1, step: 1 })
  expect(niceScale(2345)).toEqual({ max: 3000, step: 1000 })
})
