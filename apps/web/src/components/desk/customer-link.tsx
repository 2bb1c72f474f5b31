import { Link } from 'react-router';

/** The customer's name, leading to their page in the back office (docs/product.md#122-one-view-per-customer); plain text without an account. */
export function CustomerLink({
  id,
  name,
  className,
}: {
  id: string | null | undefined;
  name: string;
  className?: string;
}) {
  if (!id) return <>{name}</>;
  return (
    <Link
      to={`/admin/users/${id}`}
      className={`text-sky-800 underline-offset-2 wrap-anywhere hover:underline ${className ?? ''}`}
    >
      {name}
    </Link>
  );
}
