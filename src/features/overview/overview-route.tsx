// Overview: counts of pets, orders and open orders, pets per status and orders per ship date.
import { useQuery, type QueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { orderQueries } from '../../api/orders'
import { petQueries } from '../../api/pets'
import { isOpen } from '../../api/schemas'
import { PageHeader } from '../../lib/page-header'
import { ChartCard, StatCard } from './cards'
import { OrdersByShipDate } from './orders-by-ship-date'
import { PetsByStatus } from './pets-by-status'

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(petQueries.list())
  void queryClient.prefetchQuery(orderQueries.list())
  return null
}

export function Component() {
  const pets = useQuery(petQueries.list())
  const orders = useQuery(orderQueries.list())
  const openCount = useMemo(() => orders.data?.filter(isOpen).length, [orders.data])

  return (
    <section className="page">
      <PageHeader
        title="Overview"
        subtitle="The store at a glance. Select a bar to see those records."
      />
      <div className="stat-grid">
        <StatCard label="Pets" query={pets} value={pets.data?.length} />
        <StatCard label="Orders" query={orders} value={orders.data?.length} />
        <StatCard label="Open orders" query={orders} value={openCount} />
      </div>
      <div className="chart-grid">
        <ChartCard title="Pets by status" query={pets} what="pets">
          {(data) => <PetsByStatus petList={data} />}
        </ChartCard>
        <ChartCard title="Orders by ship date" query={orders} what="orders">
          {(data) => <OrdersByShipDate orderList={data} />}
        </ChartCard>
      </div>
    </section>
  )
}
