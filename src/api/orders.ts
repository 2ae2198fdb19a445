// Store orders as every feature reads them: keys and query options, kept together.
import { queryOptions } from '@tanstack/react-query'
import { requestList } from './client'
import { orderListSchema } from './schemas'

export const orderKeys = {
  all: ['orders'] as const,
  list: () => [...orderKeys.all, 'list'] as const,
}

export const orderQueries = {
  list: () =>
    queryOptions({
      queryKey: orderKeys.list(),
      queryFn: ({ signal }) => requestList('/store/orders', { schema: orderListSchema, signal }),
      meta: { call: { method: 'GET', path: '/store/orders' } },
    }),
}
