// A list query whose rows show as they arrive (a large answer's batches, a paged server's pages;
// decision 0032): each batch joins the cached list, and the query settles with the whole list. A
// refetch keeps the old list on screen until the new one is whole.
import type { QueryFunctionContext, QueryKey } from '@tanstack/react-query'

export const streamedList =
  <T, K extends QueryKey>(stream: (context: QueryFunctionContext<K>) => AsyncIterable<T[]>) =>
  async (context: QueryFunctionContext<K>): Promise<T[]> => {
    const { client, queryKey } = context
    const refetch = client.getQueryData(queryKey) !== undefined
    let items: T[] = []
    for await (const batch of stream(context)) {
      items = items.length ? items.concat(batch) : batch
      if (!refetch && !context.signal.aborted) client.setQueryData<T[]>(queryKey, items)
    }
    return items
  }
