import { Fragment } from 'react';

/**
 * An e-mail address that wraps between its words (before the @, after . - _); inside a word only
 * where one word is longer than the line.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=@)|(?<=[._-])/);
  return (
    <span data-email="" className="wrap-anywhere">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          <span>{part}</span>
        </Fragment>
      ))}
    </span>
  );
}
