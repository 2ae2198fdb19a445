// Table cells and rows that the pets and orders features both show.
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { Int64, Order } from '../api/schemas'
import { formatDateTime, formatId } from '../lib/format'
import { useT } from '../lib/i18n/i18n'
import '../lib/i18n/en/components'

/** A date and time in the user's locale, the exact instant in its <time>; as sent if unparseable. */
export function ShipDate({ value }: { value: string | undefined }) {
  const { text, iso } = formatDateTime(value)
  return iso ? (
    <time dateTime={iso} title={iso}>
      {text}
    </time>
  ) : (
    <>{text}</>
  )
}

export function YesNo({ value }: { value: boolean | undefined }) {
  const t = useT()
  return <>{value === undefined ? '—' : t(value ? 'components.yes' : 'components.no')}</>
}

/** A link to a pet's page; the id goes into the URL as sent, so an int64 stays exact. */
export function PetLink({ id, children }: { id: Int64 | undefined; children: ReactNode }) {
  if (id === undefined) return <>{children}</>
  return <Link to={`/pets/${encodeURIComponent(String(id))}`}>{children}</Link>
}

/** One order as a table row; the Pet cell only where the table has that column. */
export function OrderRow({ order, pet }: { order: Order; pet?: ReactNode }) {
  return (
    <tr>
      <td className="num mono">{formatId(order.id)}</td>
      {pet !== undefined && <td className="text-cell">{pet}</td>}
      <td className="num">{formatId(order.quantity)}</td>
      <td className="ship-date">
        <ShipDate value={order.shipDate} />
      </td>
      <td>
        <YesNo value={order.complete} />
      </td>
    </tr>
  )
}
