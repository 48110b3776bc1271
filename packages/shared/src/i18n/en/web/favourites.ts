import type { CatalogueOf } from '../../locales';
import type { favourites as dutch } from '../../nl-BE/web/favourites';

export const favourites: CatalogueOf<typeof dutch> = {
  favouriteToggle: {
    saveToFavorites: 'Save to Favourites',
    savedToFavorites: 'Saved to Favourites',
    removeFromFavorites: 'Remove from Favourites',
  },
};
