export default function FlightManagementPage() {
  return (
    <section className="container-page py-10">
      <h1 className="text-2xl font-bold text-navy-900">Flight Management</h1>
    </section>
  );
}
