export default function MyBookingsPage() {
  return (
    <section className="container-page py-10">
      <h1 className="text-2xl font-bold text-navy-900">My Bookings</h1>
    </section>
  );
}
