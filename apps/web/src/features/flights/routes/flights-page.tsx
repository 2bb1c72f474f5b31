export default function FlightsPage() {
  return (
    <section className="container-page py-10">
      <h1 className="text-2xl font-bold text-navy-900">Available Flights</h1>
    </section>
  );
}
