export default function BookingDetailPage() {
  return (
    <section className="container-page py-10">
      <h1 className="text-2xl font-bold text-navy-900">Booking Details</h1>
    </section>
  );
}
