import { Fragment } from 'react';

/**
 * An e-mail address that may wrap only after "@" and before a dot, never inside a
 * word ("sales@twinpines...exa / mple" is what break-all does in a narrow column).
 */
export function EmailText({ address }: { address: string }) {
  const parts = address.split(/(?=\.)|(?<=@)/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
