export default function ProfilePage() {
  return (
    <section className="container-page py-10">
      <h1 className="text-2xl font-bold text-navy-900">My Profile</h1>
    </section>
  );
}
