export default function ResetPasswordPage() {
  return (
    <section className="container-page py-10">
      <h1 className="text-2xl font-bold text-navy-900">Reset Password</h1>
    </section>
  );
}
