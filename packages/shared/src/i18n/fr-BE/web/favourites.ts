import type { CatalogueOf } from '../../locales';
import type { favourites as dutch } from '../../nl-BE/web/favourites';

export const favourites: CatalogueOf<typeof dutch> = {
  favouriteToggle: {
    saveToFavorites: 'Ajouter aux favoris',
    savedToFavorites: 'Dans tes favoris',
    removeFromFavorites: 'Retirer des favoris',
  },
};
