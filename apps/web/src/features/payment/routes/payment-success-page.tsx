export default function PaymentSuccessPage() {
  return (
    <section className="container-page py-10">
      <h1 className="text-2xl font-bold text-navy-900">Payment Submitted Successfully!</h1>
    </section>
  );
}
