import { useEffect, useState } from 'react';

/**
 * The image URL once the browser has loaded it, else null: a card shows its initial letter
 * until the picture is there and keeps it when the picture fails (the card's size never changes).
 */
export function useLoadedImage(url: string | null | undefined): string | null {
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return;
    let isCurrent = true;
    const image = new Image();
    image.onload = () => {
      if (isCurrent) setLoaded(url);
    };
    image.src = url;
    return () => {
      isCurrent = false;
    };
  }, [url]);
  return loaded === url ? loaded : null;
}
