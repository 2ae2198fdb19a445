// Overview: counts of pets, orders and open orders, pets per status and orders per ship date.
import { useQuery, type QueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { orderQueries } from '../../api/orders'
import { petQueries } from '../../api/pets'
import { isOpen } from '../../api/schemas'
import { useT } from '../../lib/i18n/i18n'
import { PageHeader } from '../../lib/page-header'
import { ChartCard, StatCard } from './cards'
import { OrdersByShipDate } from './orders-by-ship-date'
import { PetsByStatus } from './pets-by-status'
import '../../lib/i18n/en/overview'

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(petQueries.list())
  void queryClient.prefetchQuery(orderQueries.list())
  return null
}

export function Component() {
  const t = useT()
  const pets = useQuery(petQueries.list())
  const orders = useQuery(orderQueries.list())
  const openCount = useMemo(() => orders.data?.filter(isOpen).length, [orders.data])

  return (
    <section className="page">
      <PageHeader title={t('overview.title')} subtitle={t('overview.subtitle')} />
      <div className="stat-grid">
        <StatCard label={t('overview.stat-pets')} query={pets} value={pets.data?.length} />
        <StatCard label={t('overview.stat-orders')} query={orders} value={orders.data?.length} />
        <StatCard label={t('overview.stat-open-orders')} query={orders} value={openCount} />
      </div>
      <div className="chart-grid">
        <ChartCard title={t('overview.pets-by-status')} query={pets} what={t('overview.what-pets')}>
          {(data) => <PetsByStatus petList={data} />}
        </ChartCard>
        <ChartCard
          title={t('overview.orders-by-ship-date')}
          query={orders}
          what={t('overview.what-orders')}
        >
          {(data) => <OrdersByShipDate orderList={data} />}
        </ChartCard>
      </div>
    </section>
  )
}
