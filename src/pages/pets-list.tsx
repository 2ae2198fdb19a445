// Placeholder until its issue lands.
export function PetsListPage() {
  return (
    <section className="page">
      <h1>Pets</h1>
    </section>
  )
}
