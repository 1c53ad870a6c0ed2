import type { Customer } from '@lamaa/api-client';
import { vehicleByPlateSearch } from '@lamaa/domain';
import { Banner, Button, EmptyState, IconButton, SearchInput, Spinner, useLoader } from '@lamaa/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../shared/api/api-context.js';
import { useText } from '../../shared/i18n/use-text.js';
import { LazyPartBoundary } from '../../shared/lazy/lazy-part-boundary.js';
import { retryableLazy } from '../../shared/lazy/retryable-lazy.js';
import { useSelection } from '../../shared/selection/selection-context.js';
import { VehiclePanel } from './vehicle-panel.js';
import './customer-panel.css';
import { hotkeyTarget } from '../../shared/keyboard/use-counter-hotkeys.js';
import { customerListKeys } from './pick-list-keys.js';

// The dialog carries the phone metadata (libphonenumber): it loads on the first press of its
// button, so the catalogue's first load does not pay for it.
const CustomerDialog = retryableLazy(() =>
  import('./customer-dialog.js').then((module) => ({ default: module.CustomerDialog })),
);

/**
 * The sidebar's customer part: a searchable, scrollable customer list (name, phone or plate,
 * 300 ms debounce) with the Add New Customer dialog; once one is chosen, their vehicles.
 * "Change customer" shows the list again; the sale stays until another customer is chosen.
 * `focusSearch` puts focus in the search box when it appears (right after signing in).
 */
export function CustomerPanel({ focusSearch = false }: { readonly focusSearch?: boolean }) {
  const t = useText();
  const { customer, isChangingCustomer, changeCustomer, selectCustomer } = useSelection();
  const [query, setQuery] = useState('');
  const api = useApi();
  const search = useLoader('customers', query, (q: string, signal) =>
    api.searchCustomers(q, signal),
  );
  const customers = search.data ?? [];
  const isBusy = search.isLoading || search.isRefreshing;
  // The list's button goes away with the choice: focus moves to the chosen customer's heading
  // instead of falling to the page, so the next Tab reaches Change customer and the vehicles.
  const chosenHeading = useRef<HTMLHeadingElement>(null);
  const focusChosen = useRef(false);
  // Choosing a customer ends the search: the next list (Change customer, the next sale) starts
  // unfiltered, as its empty search box says.
  // A customer found by a plate comes with the vehicle it named, so its plans show at once; the
  // plate is the text in the box, even when the click beats the debounced search.
  const typed = useRef('');
  const choose = useCallback(
    (chosen: Customer) => {
      setQuery('');
      focusChosen.current = true;
      selectCustomer(chosen, vehicleByPlateSearch(chosen.cars, typed.current));
      typed.current = '';
    },
    [selectCustomer],
  );
  // Enter chooses only when the list answers the text typed (the search has settled) and
  // holds one customer.
  const answers = (typed: string) => !isBusy && typed.trim() === query.trim();
  const chooseOnly = (typed: string) => {
    const [only, ...others] = customers;
    if (!answers(typed) || only === undefined || others.length > 0) return false;
    choose(only);
    return true;
  };
  const isChosen = customer !== null && !isChangingCustomer;
  useEffect(() => {
    if (!focusChosen.current || !isChosen) return;
    focusChosen.current = false;
    chosenHeading.current?.focus();
  }, [isChosen]);
  const [openRequest, setOpenRequest] = useState(0);
  // First in both branches, so choosing the created customer does not remount (and reopen) it.
  const dialog =
    openRequest > 0 ? (
      <LazyPartBoundary>
        <CustomerDialog onCreated={choose} openRequest={openRequest} />
      </LazyPartBoundary>
    ) : null;

  if (customer !== null && !isChangingCustomer) {
    return (
      <>
        {dialog}
        <section className="pos-panel" aria-labelledby="customer-heading">
          <div className="pos-panel__head">
            <h2
              id="customer-heading"
              className="pos-panel__title"
              ref={chosenHeading}
              tabIndex={-1}
            >
              {t('pos.customer')}
            </h2>
            <Button variant="ghost" size="sm" onPress={changeCustomer}>
              {t('pos.change-customer')}
            </Button>
          </div>
          <p className="pos-customer__chosen">
            <strong>{customer.name}</strong>
            <span dir="ltr">{customer.phone_national ?? customer.phone}</span>
          </p>
          <VehiclePanel customer={customer} />
        </section>
      </>
    );
  }

  return (
    <>
      {dialog}
      <section
        className="pos-panel"
        aria-labelledby="customer-heading"
        onKeyDown={(event) => customerListKeys(event, { answers, chooseOnly })}
      >
        <div className="pos-panel__head">
          <h2 id="customer-heading" className="pos-panel__title">
            {t('pos.customer')}
          </h2>
          <span {...hotkeyTarget('new-customer')}>
            <IconButton
              label={t('pos.add-customer')}
              icon="+"
              variant="outline"
              onPress={() => setOpenRequest((count) => count + 1)}
            />
          </span>
        </div>
        <div {...hotkeyTarget('customer-search')}>
          <SearchInput
            label={t('pos.search-customers')}
            placeholder={t('pos.search-customers')}
            onSearch={setQuery}
            onType={(text) => {
              typed.current = text;
            }}
            autoFocus={focusSearch}
          />
        </div>
        {search.hasFailed ? (
          <Banner tone="error" onRetry={search.retry}>
            {t('errors.load-customers-failed')}
          </Banner>
        ) : isBusy && customers.length === 0 ? (
          <div className="pos-panel__loading" role="status">
            <Spinner size="sm" label={t('busy.loading')} />
          </div>
        ) : customers.length === 0 ? (
          <EmptyState title={t('empty.no-customers')} />
        ) : (
          <ul className="pos-pick-list" aria-busy={isBusy} aria-label={t('pos.customer')}>
            {customers.map((item) => (
              <li key={item.id}>
                <button type="button" className="pos-pick-list__item" onClick={() => choose(item)}>
                  <span className="pos-pick-list__name">{item.name}</span>
                  <span className="pos-pick-list__meta" dir="ltr">
                    {item.phone_national ?? item.phone}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
