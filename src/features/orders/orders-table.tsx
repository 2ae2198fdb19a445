// The orders' table: one page of rows, each order's pet by name once the pets are in, and what to
// say when there is no order to show; and the export of every row the filters let through.
import type { Order } from '../../api/schemas'
import { OrderRow, PetLink } from '../../components/cells'
import { exportCsv, exportJson } from '../../lib/export'
import { ExportButtons } from '../../lib/export-buttons'
import { formatId } from '../../lib/format'
import type { SortState } from '../../lib/list-params'
import { ListTable } from '../../lib/list-table'
import { petLabel, type PetNames } from './sort-orders'

export const orderColumns = [
  { key: 'id', label: 'ID', className: 'num col-id' },
  { key: 'pet', label: 'Pet' },
  { key: 'quantity', label: 'Quantity', className: 'num' },
  { key: 'shipDate', label: 'Ship date' },
  { key: 'complete', label: 'Complete' },
] as const

export type OrderSort = SortState<(typeof orderColumns)[number]['key']>

export function OrdersTable({
  rows,
  total,
  petNames,
  sort,
  onSort,
  loading,
  onShowAll,
}: {
  rows: readonly Order[]
  /** How many orders the server has, filtered or not. */
  total: number
  petNames: PetNames
  sort: OrderSort
  onSort: (next: OrderSort) => void
  loading: boolean
  onShowAll: () => void
}) {
  return (
    <ListTable
      caption="Orders"
      columns={orderColumns}
      sort={{ state: sort, onSort }}
      loading={loading}
    >
      {rows.length === 0 ? (
        <tr>
          <td colSpan={orderColumns.length} className="empty-state">
            {total === 0 ? (
              'No orders yet.'
            ) : (
              <>
                No orders match this filter.{' '}
                <button type="button" className="button" onClick={onShowAll}>
                  Show all orders
                </button>
              </>
            )}
          </td>
        </tr>
      ) : (
        rows.map((order, index) => (
          <OrderRow
            key={`${formatId(order.id)}-${index}`}
            order={order}
            pet={
              order.petId === undefined ? (
                '—'
              ) : (
                <PetLink id={order.petId}>{petLabel(order, petNames) ?? ''}</PetLink>
              )
            }
          />
        ))
      )}
    </ListTable>
  )
}

/** CSV and JSON of the filtered, sorted orders; the CSV names each order's pet. */
export function OrdersExport({
  name,
  orders,
  petNames,
}: {
  name: string
  orders: readonly Order[]
  petNames: PetNames
}) {
  const csvRows = () =>
    orders.map((order) => ({ ...order, petName: petNames.get(String(order.petId)) }))
  return (
    <ExportButtons
      disabled={orders.length === 0}
      onCsv={() =>
        exportCsv(name, ['id', 'petId', 'petName', 'quantity', 'shipDate', 'complete'], csvRows())
      }
      onJson={() => exportJson(name, orders)}
    />
  )
}
