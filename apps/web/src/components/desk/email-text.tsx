import { Fragment } from 'react';

/** An e-mail address that may wrap only between its words (before the @, after . - _), never inside one. */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=@)|(?<=[._-])/);
  return (
    <span data-email="">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          <span className="whitespace-nowrap">{part}</span>
        </Fragment>
      ))}
    </span>
  );
}
