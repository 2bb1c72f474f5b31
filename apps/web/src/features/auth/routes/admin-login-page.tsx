export default function AdminLoginPage() {
  return (
    <section className="container-page py-10">
      <h1 className="text-2xl font-bold text-navy-900">Admin Login</h1>
    </section>
  );
}
