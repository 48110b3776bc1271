export const favourites = {
  favouriteToggle: {
    saveToFavorites: 'Save to Favorites',
    savedToFavorites: 'Saved to Favorites',
    removeFromFavorites: 'Remove from Favorites',
  },
};
