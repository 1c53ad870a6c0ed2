import { IMAGE_SIZES } from '@lamaa/domain';
import type { ReactNode } from 'react';
import './catalogue-card.css';

/** Props of CatalogueCard. */
export interface CatalogueCardProps {
  /** The name in the current language. */
  title: string;
  /** An image URL; without one the first letter of the title stands in (services). */
  imageUrl?: string | null;
  /** The price line: <Money />, or "Price Not Available"/"No Price" text. */
  price?: ReactNode;
  /** Price before discount, struck through (products). */
  originalPrice?: ReactNode;
  /** A corner tag: "Active", "Exclusive" or "-20%". */
  tag?: ReactNode;
  /** The tag's colour: red for an offer (the default), green for a state such as "Active". */
  tagTone?: 'red' | 'green';
  /** A short line under the title. */
  subtitle?: ReactNode;
  /** The card's buttons (Select, See More, Add to Cart...). */
  actions?: ReactNode;
}

/**
 * A card of the services, packages and products grids: image or initial, name, price, tag and
 * actions. The image is the server's card size (16:9); its alternative text is empty because
 * the name is the card's heading right below it.
 */
export function CatalogueCard({
  title,
  imageUrl,
  price,
  originalPrice,
  tag,
  tagTone = 'red',
  subtitle,
  actions,
}: CatalogueCardProps) {
  const initial = Array.from(title.trim())[0] ?? '';
  return (
    <article className="lm-card">
      <div className="lm-card__media">
        {imageUrl ? (
          <img
            className="lm-card__image"
            src={imageUrl}
            alt=""
            width={IMAGE_SIZES.card.width}
            height={IMAGE_SIZES.card.height}
            loading="lazy"
          />
        ) : (
          <span className="lm-card__initial" aria-hidden="true">
            {initial}
          </span>
        )}
        {tag !== undefined ? (
          <span className="lm-card__tag" data-tone={tagTone}>
            {tag}
          </span>
        ) : null}
      </div>
      <div className="lm-card__body">
        <h2 className="lm-card__title">{title}</h2>
        {subtitle !== undefined ? <p className="lm-card__subtitle">{subtitle}</p> : null}
        {price !== undefined ? (
          <p className="lm-card__price">
            {price}
            {originalPrice !== undefined ? (
              <span className="lm-card__original">{originalPrice}</span>
            ) : null}
          </p>
        ) : null}
      </div>
      {actions !== undefined ? <div className="lm-card__actions">{actions}</div> : null}
    </article>
  );
}
