// /pets: 25 pets from the bench server's JSON endpoint, in a table whose names link to each pet.
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'

const petsQuery = {
  queryKey: ['pets'],
  queryFn: async ({ signal }) => {
    const response = await fetch('/api/pets', { signal, headers: { Accept: 'application/json' } })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    return response.json()
  },
}

export const clientLoader = (queryClient) => () => {
  void queryClient.prefetchQuery(petsQuery)
  return null
}

export function Component() {
  const { data, error } = useQuery(petsQuery)
  return (
    <section>
      <h1>Pets</h1>
      {error && <p role="alert">{error.message}</p>}
      <table>
        <thead>
          <tr>
            <th>ID</th>
            <th>Name</th>
            <th>Tag</th>
            <th>Status</th>
          </tr>
        </thead>
        <tbody>
          {data?.map((pet) => (
            <tr key={pet.id}>
              <td>{pet.id}</td>
              <td>
                <Link to={`/pets/${pet.id}`}>{pet.name}</Link>
              </td>
              <td>{pet.tag}</td>
              <td>{pet.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
