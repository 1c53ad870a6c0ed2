import type { ReactNode } from 'react';

/** One labelled fact of an order (a row of an `orders-facts` list). */
export function Fact({
  label,
  children,
}: {
  readonly label: string;
  readonly children: ReactNode;
}) {
  return (
    <div className="orders-facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
