export default function TrackBookingPage() {
  return (
    <section className="container-page py-10">
      <h1 className="text-2xl font-bold text-navy-900">Track Your Booking</h1>
    </section>
  );
}
