// The orders' table: one page of rows, each order's pet by name once the pets are in, and what to
// say when there is no order to show; and the export of every row the filters let through.
import type { Order } from '../../api/schemas'
import { OrderRow, PetLink } from '../../components/cells'
import { exportCsv, exportJson } from '../../lib/export'
import { ExportButtons } from '../../lib/export-buttons'
import { formatId } from '../../lib/format'
import { useT } from '../../lib/i18n/i18n'
import type { SortState } from '../../lib/list-params'
import { ListTable } from '../../lib/list-table'
import { petLabel, type PetNames } from './sort-orders'
import '../../lib/i18n/en/orders'

/** The columns' keys and classes; their labels are made at render, in the active language. */
export const orderColumns = [
  { key: 'id', messageId: 'orders.col-id', className: 'num col-id' },
  { key: 'pet', messageId: 'orders.col-pet' },
  { key: 'quantity', messageId: 'orders.col-quantity', className: 'num' },
  { key: 'shipDate', messageId: 'orders.col-ship-date' },
  { key: 'complete', messageId: 'orders.col-complete' },
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
  const t = useT()
  const columns = orderColumns.map(({ messageId, ...column }) => ({
    ...column,
    label: t(messageId),
  }))
  return (
    <ListTable
      caption={t('orders.title')}
      columns={columns}
      sort={{ state: sort, onSort }}
      loading={loading}
    >
      {rows.length === 0 ? (
        <tr>
          <td colSpan={orderColumns.length} className="empty-state">
            {total === 0 ? (
              t('orders.none')
            ) : (
              <>
                {t('orders.no-match')}{' '}
                <button type="button" className="button" onClick={onShowAll}>
                  {t('orders.show-all')}
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
