export default function ContactPage() {
  return (
    <section className="container-page py-10">
      <h1 className="text-2xl font-bold text-navy-900">Contact</h1>
    </section>
  );
}
