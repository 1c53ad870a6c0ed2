import type { Service, ServiceOption } from '@lamaa/api-client';
import { priceForCarGroup } from '@lamaa/domain';
import { Badge, Button, Dialog, EmptyState, Money, useLocale } from '@lamaa/ui';
import { useSelector } from '@xstate/react';
import { useCartActor } from '../../shared/cart/cart-context.js';
import { useText } from '../../shared/i18n/use-text.js';
import { carGroupLabel, OPTION_BUTTON_LABEL, optionButtonState } from './option-button-state.js';
import { useVehicleGroup } from './use-vehicle-group.js';

/** Props of ServiceOptionsDialog. */
export interface ServiceOptionsDialogProps {
  readonly service: Service | null;
  readonly onClose: () => void;
  readonly onAdd: (service: Service, option: ServiceOption) => void;
}

/**
 * The options panel of a service: its English name and its Arabic name right-to-left, each
 * option with the Exclusive tag, its price for the car group ("For Small car"... or "Price Not
 * Available") and its five-state button.
 */
export function ServiceOptionsDialog({ service, onClose, onAdd }: ServiceOptionsDialogProps) {
  const t = useText();
  const { language } = useLocale();
  const cart = useCartActor();
  const lines = useSelector(cart, (snapshot) => snapshot.context.lines);
  const { hasVehicle, carGroupId } = useVehicleGroup();
  const groupKey = carGroupLabel(carGroupId);
  const name = service ? service.name[language] || service.name.en : '';
  return (
    <Dialog
      title={t('pos.options-of', { name })}
      isOpen={service !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      size="md"
    >
      {service ? (
        <>
          <p className="pos-options__names">
            <span lang="en" dir="ltr">
              {service.name.en}
            </span>
            <span lang="ar" dir="rtl">
              {service.name.ar}
            </span>
          </p>
          {service.options.length === 0 ? (
            <EmptyState title={t('pos.no-options')} />
          ) : (
            <ul className="pos-options">
              {service.options.map((option) => {
                const price = priceForCarGroup(option.prices, carGroupId);
                const state = optionButtonState({
                  hasVehicle,
                  price,
                  serviceId: service.id,
                  optionId: option.id,
                  isExclusive: option.is_exclusive,
                  lines,
                });
                return (
                  <li key={option.id} className="pos-option" data-testid="service-option">
                    <div className="pos-option__names">
                      <strong>{option.name[language] || option.name.en}</strong>
                      {language === 'en' && option.name.ar ? (
                        <span lang="ar" dir="rtl">
                          {option.name.ar}
                        </span>
                      ) : null}
                      {option.is_exclusive ? (
                        <Badge tone="amber">{t('pos.exclusive')}</Badge>
                      ) : null}
                      <span className="pos-option__price">
                        {price !== null ? (
                          <>
                            <Money fils={price} />
                            {groupKey ? <span>{t(groupKey)}</span> : null}
                          </>
                        ) : (
                          <span>{t('pos.price-not-available')}</span>
                        )}
                      </span>
                    </div>
                    <Button
                      size="sm"
                      variant={state === 'add' ? 'primary' : 'secondary'}
                      isDisabled={state === 'no-price'}
                      onPress={() => onAdd(service, option)}
                    >
                      {t(OPTION_BUTTON_LABEL[state])}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      ) : null}
    </Dialog>
  );
}
