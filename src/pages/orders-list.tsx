// Placeholder until its issue lands.
export function OrdersListPage() {
  return (
    <section className="page">
      <h1>Orders</h1>
    </section>
  )
}
