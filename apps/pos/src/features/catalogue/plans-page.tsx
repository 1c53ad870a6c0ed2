import type { Plan, Service } from '@lamaa/api-client';
import { coveredOptionIds, planNameMatches, planPriceForCarGroup } from '@lamaa/domain';
import { useFormat, useLoader, useLocale } from '@lamaa/ui';
import { useState } from 'react';
import { useApi } from '../../shared/api/api-context.js';
import { useCartActor } from '../../shared/cart/cart-context.js';
import { useText } from '../../shared/i18n/use-text.js';
import { useSelection } from '../../shared/selection/selection-context.js';
import { CardCell } from './card-cell.js';
import { CatalogueItemCard } from './catalogue-item-card.js';
import { CatalogueLayout } from './catalogue-layout.js';
import { CardAddButton, CardPrice } from './priced-card-parts.js';
import { usePageEnter } from './use-page-enter.js';
import { type PlansText, usePlansText } from './use-plans-text.js';
import { useVehicleGroup } from './use-vehicle-group.js';

/** What a plan gives: its uses, stored value or unlimited washes. */
function kindText(t: PlansText, plan: Plan, money: (fils: number) => string): string {
  if (plan.kind === 'uses') return t('plans.kind-uses', { count: plan.uses ?? 0 });
  if (plan.kind === 'value') return t('plans.kind-value', { amount: money(plan.value ?? 0) });
  return t('plans.kind-unlimited');
}

/** How long it runs and how often it may be used. */
function termsText(t: PlansText, plan: Plan): string[] {
  const validity = t(
    plan.validity.unit === 'days' ? 'plans.validity-days' : 'plans.validity-months',
    { count: plan.validity.count },
  );
  const limits = (['day', 'week', 'month'] as const).flatMap((period) => {
    const count = plan.limits[period];
    return count === null ? [] : [t(`plans.limit-${period}`, { count })];
  });
  return [validity, ...limits];
}

/** The option names of the services catalogue by option id, in the language on screen. */
function optionNames(services: readonly Service[], language: 'en' | 'ar'): Map<number, string> {
  const names = new Map<number, string>();
  for (const service of services)
    for (const option of service.options) {
      const serviceName = service.name[language] || service.name.en;
      const optionName = option.name[language] || option.name.en;
      names.set(option.id, `${serviceName} – ${optionName}`);
    }
  return names;
}

/**
 * /plans: the plans on sale (wash books, memberships, stored value) as cards with what they
 * give, what they cover for the chosen car's group, how long they run, and their price for
 * that group or No Price; Select Car / No Price / Add to Cart like the packages. Paid, a plan
 * line becomes an entitlement on the vehicle.
 */
export function PlansPage() {
  const t = useText();
  const tp = usePlansText();
  const format = useFormat();
  const { language } = useLocale();
  const api = useApi();
  const cart = useCartActor();
  const { customer } = useSelection();
  const { hasVehicle, carGroupId } = useVehicleGroup();
  usePageEnter('plan');
  const [query, setQuery] = useState('');
  const plans = useLoader('plans', '', (_: string, signal) => api.listPlans(signal));
  // The services catalogue (usually already loaded by its page) names what a plan covers.
  const services = useLoader('services', '', (q: string, signal) =>
    api.getServices(q || undefined, signal),
  );
  const names = optionNames(services.data ?? [], language);
  const items = (plans.data ?? []).filter((plan) => planNameMatches(plan.name, query));
  const add = (plan: Plan, price: number | null) =>
    cart.send({
      type: 'cart.add',
      candidate: { purchasable_type: 'plan', purchasable_id: plan.id, price, name: plan.name },
    });
  return (
    <CatalogueLayout
      title={t('pos.nav-plans')}
      searchLabel={tp('plans.search')}
      onSearch={setQuery}
      isLoading={plans.isLoading || plans.isRefreshing}
      hasFailed={plans.hasFailed}
      failedText={tp('plans.load-failed')}
      onRetry={plans.retry}
      emptyText={tp('plans.none')}
      count={items.length}
      hint={
        customer === null || !hasVehicle ? (
          <p className="pos-catalogue__price-note">{t('pos.personalised-pricing-hint')}</p>
        ) : null
      }
    >
      {items.map((plan) => {
        const price = planPriceForCarGroup(plan.prices, carGroupId);
        const name = plan.name[language] || plan.name.en;
        const covered = coveredOptionIds(plan.coverage, hasVehicle ? carGroupId : null)
          .map((id) => names.get(id))
          .filter((text): text is string => text !== undefined);
        return (
          <CardCell key={plan.id} label={name} onEnter={() => add(plan, price)}>
            <CatalogueItemCard
              title={name}
              price={<CardPrice price={price} t={t} />}
              subtitle={
                <span className="pos-plan-card" data-testid="plan-card-terms">
                  <span>{kindText(tp, plan, format.money)}</span>
                  {covered.length > 0 ? (
                    <span>
                      {tp('plans.covers', {
                        items: covered.join(language === 'ar' ? '، ' : ', '),
                      })}
                    </span>
                  ) : null}
                  {termsText(tp, plan).map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </span>
              }
              actions={
                <CardAddButton
                  hasVehicle={hasVehicle}
                  price={price}
                  t={t}
                  onAdd={() => add(plan, price)}
                />
              }
            />
          </CardCell>
        );
      })}
    </CatalogueLayout>
  );
}
