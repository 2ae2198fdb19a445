// /pets/:petId: every field the server sent, and this pet's orders.
import { useQuery, type QueryClient } from '@tanstack/react-query'
import { Fragment, useMemo } from 'react'
import { Link, useParams, type LoaderFunctionArgs } from 'react-router-dom'
import { httpStatusOf } from '../../api/errors'
import { stringifyJson } from '../../lib/json'
import { orderQueries } from '../../api/orders'
import { petQueries } from '../../api/pets'
import { petFieldsOf, type Pet } from '../../api/schemas'
import { OrderRow } from '../../components/cells'
import { ApiCall } from '../../components/api-call'
import { QueryProblem } from '../../components/error-alert'
import { formatId } from '../../lib/format'
import { ListTable } from '../../lib/list-table'
import { PageHeader } from '../../lib/page-header'
import { StatusBadge } from './status-badge'
import { fieldLabels } from './pet-form'

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    void queryClient.prefetchQuery(petQueries.detail(params.petId ?? ''))
    void queryClient.prefetchQuery(orderQueries.list())
    return null
  }

const labelOf = (key: string) => fieldLabels[key as keyof typeof fieldLabels] ?? key

function FieldValue({ value }: { value: unknown }) {
  if (value === undefined)
    return (
      <span className="muted" title="Not sent by the server">
        —<span className="visually-hidden"> (not sent)</span>
      </span>
    )
  if (typeof value === 'string') return <>{value}</>
  if (typeof value === 'object' && value !== null) {
    return <code className="json-value">{stringifyJson(value, 2)}</code>
  }
  return <span className="mono">{stringifyJson(value)}</span>
}

export function Component() {
  // The route param is used as typed, so an id beyond 2^53 is requested and shown exactly.
  const petId = useParams().petId ?? ''
  const query = useQuery(petQueries.detail(petId))
  const pet = query.data
  if (httpStatusOf(query.error) === 404) {
    return (
      <section className="page empty-page">
        <title>Pet not found · Pet Store Console</title>
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
  const title = query.isPending
    ? 'Loading pet…'
    : pet?.name || `Pet ${pet?.id !== undefined ? String(pet.id) : petId}`
  return (
    <section className="page">
      <title>{`${title} · Pet Store Console`}</title>
      <p className="back-link">
        <Link to="/pets">← Back to pets</Link>
      </p>
      <PageHeader title={title} titleClassName="text-cell">
        <ApiCall query={petQueries.detail(petId)} />
      </PageHeader>
      <QueryProblem query={query} what="this pet" />
      {pet && <PetFields pet={pet} />}
      <PetOrders petId={pet?.id !== undefined ? String(pet.id) : petId} />
    </section>
  )
}

function PetFields({ pet }: { pet: Pet }) {
  const keys = petFieldsOf([pet])
  return (
    <div className="card">
      <dl className="details">
        {keys.map((key) => (
          <Fragment key={key}>
            <dt>{labelOf(key)}</dt>
            <dd className="text-cell">
              {key === 'status' && pet.status !== undefined ? (
                <StatusBadge status={pet.status} />
              ) : (
                <FieldValue value={pet[key]} />
              )}
            </dd>
          </Fragment>
        ))}
      </dl>
    </div>
  )
}

const orderColumns = [
  { key: 'id', label: 'ID', className: 'num col-id' },
  { key: 'quantity', label: 'Quantity', className: 'num col-id' },
  { key: 'shipDate', label: 'Ship date' },
  { key: 'complete', label: 'Complete' },
]

function PetOrders({ petId }: { petId: string }) {
  const query = useQuery(orderQueries.list())
  const orders = useMemo(
    () => query.data?.filter((order) => order.petId !== undefined && String(order.petId) === petId),
    [query.data, petId],
  )
  return (
    <section className="pet-orders" aria-labelledby="pet-orders-heading">
      <h2 id="pet-orders-heading">Orders for this pet</h2>
      <QueryProblem query={query} what="orders" />
      {query.isPending && <p className="muted">Loading orders…</p>}
      {orders && orders.length === 0 && <p className="muted">No orders for this pet.</p>}
      {orders && orders.length > 0 && (
        <ListTable caption="Orders for this pet" columns={orderColumns}>
          {orders.map((order, index) => (
            <OrderRow key={`${formatId(order.id)}-${index}`} order={order} />
          ))}
        </ListTable>
      )}
    </section>
  )
}
