// kept apart from the schemas, so a screen that only names them loads without zod (docs/performance.md)

// spec 001 §3: fixed lists
export const BUSINESS_CATEGORIES = [
  'Café',
  'Bar',
  'Restaurant',
  'Hotel',
  'Catering',
  'Nightclub',
  'Event Venue',
  'Food Truck',
  'Brewery',
  'Bakery',
  'Fast Food',
  'Fine Dining',
  'Pub',
  'Bistro',
  'Brasserie',
] as const;
export const DEFAULT_BUSINESS_CATEGORY = 'Café';
/** spec 001 §2: the week from Monday (1) to Sunday (7); each language names the days (web.businesses.days) */
export const DAYS_OF_WEEK = [1, 2, 3, 4, 5, 6, 7] as const;
