import { type CartLine, coveringPlan, type LineRef } from '@lamaa/domain';
import { Button, refusalKey, useLocale } from '@lamaa/ui';
import { useCartActor } from '../../shared/cart/cart-context.js';
import { useText } from '../../shared/i18n/use-text.js';
import { useVehicleEntitlements } from '../../shared/plans/use-vehicle-entitlements.js';
import { useSelection } from '../../shared/selection/selection-context.js';

/**
 * A service line's plan: offers a covering plan of the vehicle, says when the plan pays the
 * line (and what is left), or why it cannot, with a way back to the normal price.
 */
export function LinePlan({
  line,
  lineRef,
}: {
  readonly line: CartLine;
  readonly lineRef: LineRef;
}) {
  const t = useText();
  const { language } = useLocale();
  const cart = useCartActor();
  const { vehicle } = useSelection();
  const held = useVehicleEntitlements(vehicle?.id ?? null);
  if (line.purchasable_type !== 'service' || vehicle === null) return null;
  const setPlan = (entitlementId: number | null) =>
    cart.send({ type: 'cart.plan-set', ref: lineRef, entitlementId });
  const redemption = line.payload?.redemption ?? null;
  if (line.entitlement_id) {
    const name = redemption?.name?.[language] ?? '';
    if (redemption !== null && !redemption.applied && redemption.code !== null)
      return (
        <div className="pos-cart-line__plan" role="status">
          <span>{t(refusalKey(redemption.code), redemption.params ?? {})}</span>
          <Button size="sm" variant="secondary" onPress={() => setPlan(null)}>
            {t('pos.plan-normal-price')}
          </Button>
        </div>
      );
    return (
      <div className="pos-cart-line__plan" data-testid="line-plan">
        <span>
          {redemption?.applied
            ? redemption.uses_left === null
              ? t('pos.plan-paid', { name })
              : t('pos.plan-paid-left', { name, left: redemption.uses_left })
            : t('pos.plan-checking')}
        </span>
        <Button size="sm" variant="secondary" onPress={() => setPlan(null)}>
          {t('pos.plan-normal-price')}
        </Button>
      </div>
    );
  }
  const plan =
    held === null || held === 'failed'
      ? null
      : coveringPlan(held, line.option_ids ?? [], vehicle.car_group_id ?? 0);
  if (plan === null) return null;
  return (
    <div className="pos-cart-line__plan">
      <Button size="sm" variant="secondary" onPress={() => setPlan(plan.id)}>
        {t('pos.plan-redeem', { name: plan.name[language] })}
      </Button>
    </div>
  );
}
