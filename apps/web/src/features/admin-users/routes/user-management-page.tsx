export default function UserManagementPage() {
  return (
    <section className="container-page py-10">
      <h1 className="text-2xl font-bold text-navy-900">User Management</h1>
    </section>
  );
}
