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
import { QueryProblem } from '../../components/query-problem'
import { formatId } from '../../lib/format'
import { useT } from '../../lib/i18n/i18n'
import { ListTable } from '../../lib/list-table'
import { PageHeader } from '../../lib/page-header'
import { StatusBadge } from './status-badge'
import { fieldLabel, isPetFormField } from './pet-form'
import '../../lib/i18n/en/pets'

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    void queryClient.prefetchQuery(petQueries.detail(params.petId ?? ''))
    void queryClient.prefetchQuery(orderQueries.list())
    return null
  }

/** The form's fields by their label; any other key the server sent, as sent. */
const labelOf = (key: string) => (isPetFormField(key) ? fieldLabel(key) : key)

function FieldValue({ value }: { value: unknown }) {
  const t = useT()
  if (value === undefined)
    return (
      <span className="muted" title={t('pets.not-sent-title')}>
        —<span className="visually-hidden"> {t('pets.not-sent')}</span>
      </span>
    )
  if (typeof value === 'string') return <>{value}</>
  if (typeof value === 'object' && value !== null) {
    return <code className="json-value">{stringifyJson(value, 2)}</code>
  }
  return <span className="mono">{stringifyJson(value)}</span>
}

export function Component() {
  const t = useT()
  // The route param is used as typed, so an id beyond 2^53 is requested and shown exactly.
  const petId = useParams().petId ?? ''
  const query = useQuery(petQueries.detail(petId))
  const pet = query.data
  if (httpStatusOf(query.error) === 404) {
    return (
      <section className="page empty-page">
        <title>{t('pets.document-title', { title: t('pets.not-found') })}</title>
        <h1>{t('pets.not-found')}</h1>
        <p>{t.rich('pets.not-found-text', { id: <span className="mono">{petId}</span> })}</p>
        <p className="row">
          <Link className="button" to="/pets">
            {t('pets.back')}
          </Link>
        </p>
      </section>
    )
  }
  const title = query.isPending
    ? t('pets.loading-pet')
    : pet?.name || t('pets.unnamed', { id: pet?.id !== undefined ? String(pet.id) : petId })
  return (
    <section className="page">
      <title>{t('pets.document-title', { title })}</title>
      <p className="back-link">
        <Link to="/pets">{t('pets.back-link')}</Link>
      </p>
      <PageHeader title={title} titleClassName="text-cell">
        <ApiCall query={petQueries.detail(petId)} />
      </PageHeader>
      <QueryProblem query={query} what={t('pets.what-this-pet')} />
      {pet && <PetFields pet={pet} />}
      <PetOrders petId={pet?.id !== undefined ? String(pet.id) : petId} />
    </section>
  )
}

function PetFields({ pet }: { pet: Pet }) {
  useT()
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

function PetOrders({ petId }: { petId: string }) {
  const t = useT()
  const orderColumns = [
    { key: 'id', label: t('pets.order-id'), className: 'num col-id' },
    { key: 'quantity', label: t('pets.order-quantity'), className: 'num col-id' },
    { key: 'shipDate', label: t('pets.order-ship-date') },
    { key: 'complete', label: t('pets.order-complete') },
  ]
  const query = useQuery(orderQueries.list())
  const orders = useMemo(
    () => query.data?.filter((order) => order.petId !== undefined && String(order.petId) === petId),
    [query.data, petId],
  )
  return (
    <section className="pet-orders" aria-labelledby="pet-orders-heading">
      <h2 id="pet-orders-heading">{t('pets.orders-heading')}</h2>
      <QueryProblem query={query} what={t('pets.what-orders')} />
      {query.isPending && <p className="muted">{t('pets.loading-orders')}</p>}
      {orders && orders.length === 0 && <p className="muted">{t('pets.no-orders')}</p>}
      {orders && orders.length > 0 && (
        <ListTable caption={t('pets.orders-heading')} columns={orderColumns}>
          {orders.map((order, index) => (
            <OrderRow key={`${formatId(order.id)}-${index}`} order={order} />
          ))}
        </ListTable>
      )}
    </section>
  )
}
