export default function FlightDetailPage() {
  return (
    <section className="container-page py-10">
      <h1 className="text-2xl font-bold text-navy-900">Flight Details</h1>
    </section>
  );
}
