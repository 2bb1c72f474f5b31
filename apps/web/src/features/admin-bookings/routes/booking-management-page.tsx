export default function BookingManagementPage() {
  return (
    <section className="container-page py-10">
      <h1 className="text-2xl font-bold text-navy-900">Booking Management</h1>
    </section>
  );
}
