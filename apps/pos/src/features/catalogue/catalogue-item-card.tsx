import { CatalogueCard, type CatalogueCardProps } from '@lamaa/ui';
import { useLoadedImage } from './use-loaded-image.js';

/** The ui kit's CatalogueCard, given its image only once it has loaded (the initial letter stands in before and on failure). */
export function CatalogueItemCard({ imageUrl, ...props }: CatalogueCardProps) {
  const loaded = useLoadedImage(imageUrl);
  return <CatalogueCard {...props} imageUrl={loaded} />;
}
