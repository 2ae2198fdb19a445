// Store orders as every feature reads them: keys and query options, kept together.
import { queryOptions } from '@tanstack/react-query'
import { streamList } from './client'
import { streamedList } from './streamed-list'
import { orderListSchema } from './schemas'

export const orderKeys = {
  all: ['orders'] as const,
  list: () => [...orderKeys.all, 'list'] as const,
}

export const orderQueries = {
  list: () =>
    queryOptions({
      queryKey: orderKeys.list(),
      queryFn: streamedList(({ signal }) =>
        streamList('/store/orders', { schema: orderListSchema, signal }),
      ),
      meta: { call: { method: 'GET', path: '/store/orders' } },
    }),
}
