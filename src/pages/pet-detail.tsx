// /pets/:petId: every field the server sent, and this pet's orders.
import { useQuery } from '@tanstack/react-query'
import { Fragment, useMemo } from 'react'
import { Link, useParams } from 'react-router-dom'
import { HttpError } from '../api/errors'
import { stringifyJson } from '../api/json'
import { orderQueries } from '../api/orders'
import { petQueries } from '../api/pets'
import { petFieldNames, type Pet } from '../api/schemas'
import { ErrorAlert } from '../components/error-alert'
import { StatusBadge } from '../components/status-badge'
import { formatDateTime, formatId } from '../lib/format'
import { useDocumentTitle } from '../lib/use-document-title'

const labels: Record<string, string> = { id: 'ID', name: 'Name', tag: 'Tag', status: 'Status' }

function NotSent() {
  return (
    <span className="muted" title="Not sent by the server">
      —<span className="visually-hidden"> (not sent)</span>
    </span>
  )
}

function FieldValue({ value }: { value: unknown }) {
  if (value === undefined) return <NotSent />
  if (typeof value === 'string') return <>{value}</>
  if (typeof value === 'object' && value !== null) {
    return <code className="json-value">{stringifyJson(value, 2)}</code>
  }
  return <span className="mono">{stringifyJson(value)}</span>
}

export function PetDetailPage() {
  // The route param is used as typed, so an id beyond 2^53 is requested and shown exactly.
  const petId = useParams().petId ?? ''
  const query = useQuery(petQueries.detail(petId))
  const pet = query.data
  const notFound = query.error instanceof HttpError && query.error.status === 404
  const title = notFound
    ? 'Pet not found'
    : query.isPending
      ? 'Loading pet…'
      : pet?.name
        ? pet.name
        : `Pet ${pet?.id !== undefined ? String(pet.id) : petId}`
  useDocumentTitle(title)

  if (notFound) {
    return (
      <section className="page empty-page">
        <h1>Pet not found</h1>
        <p>
          There is no pet with ID <span className="mono">{petId}</span> on this server. It may have
          been removed, or the link may be mistyped.
        </p>
        <p className="row">
          <Link className="button" to="/pets">
            Back to pets
          </Link>
        </p>
      </section>
    )
  }

  return (
    <section className="page">
      <p className="back-link">
        <Link to="/pets">← Back to pets</Link>
      </p>
      <div className="page-header">
        <h1>{title}</h1>
      </div>
      {query.isError && (
        <ErrorAlert error={query.error} what="this pet" onRetry={() => void query.refetch()} />
      )}
      {query.isPending && <p className="muted">Loading pet…</p>}
      {pet && <PetFields pet={pet} />}
      <PetOrders petId={pet?.id !== undefined ? String(pet.id) : petId} />
    </section>
  )
}

function PetFields({ pet }: { pet: Pet }) {
  const extras = Object.keys(pet).filter((key) => !petFieldNames.includes(key))
  return (
    <div className="card">
      <dl className="details">
        {petFieldNames.map((key) => (
          <Fragment key={key}>
            <dt>{labels[key] ?? key}</dt>
            <dd>
              {key === 'status' && pet.status !== undefined ? (
                <StatusBadge status={pet.status} />
              ) : (
                <FieldValue value={pet[key]} />
              )}
            </dd>
          </Fragment>
        ))}
        {extras.map((key) => (
          <Fragment key={key}>
            <dt>{key}</dt>
            <dd>
              <FieldValue value={pet[key]} />
            </dd>
          </Fragment>
        ))}
      </dl>
    </div>
  )
}

function PetOrders({ petId }: { petId: string }) {
  const query = useQuery(orderQueries.list())
  const orders = useMemo(
    () => query.data?.filter((order) => order.petId !== undefined && String(order.petId) === petId),
    [query.data, petId],
  )
  return (
    <section className="pet-orders" aria-labelledby="pet-orders-heading">
      <h2 id="pet-orders-heading">Orders for this pet</h2>
      {query.isError && (
        <ErrorAlert error={query.error} what="orders" onRetry={() => void query.refetch()} />
      )}
      {query.isPending && <p className="muted">Loading orders…</p>}
      {orders && orders.length === 0 && <p className="muted">No orders for this pet.</p>}
      {orders && orders.length > 0 && (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col" className="num col-id">
                  ID
                </th>
                <th scope="col" className="num col-id">
                  Quantity
                </th>
                <th scope="col">Ship date</th>
                <th scope="col">Complete</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order, index) => {
                const shipped = formatDateTime(order.shipDate)
                return (
                  <tr key={`${formatId(order.id)}-${index}`}>
                    <td className="num mono">{formatId(order.id)}</td>
                    <td className="num">{formatId(order.quantity)}</td>
                    <td>
                      {shipped.iso ? (
                        <time dateTime={shipped.iso}>{shipped.text}</time>
                      ) : (
                        shipped.text
                      )}
                    </td>
                    <td>{order.complete === undefined ? '—' : order.complete ? 'Yes' : 'No'}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
