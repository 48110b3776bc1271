// Words the generated jobs are written with, and that the distinct queries search for: roles, shifts,
// places, dishes, drinks and qualities of Flemish horeca, several hundred in all.

const list = (phrases: string) => phrases.split('|');

/** [title word, dashboard job type] */
export const ROLES: [string, string][] = [
  ['Barista', 'Barista'],
  ['Koffiebarista', 'Barista'],
  ['Baristahulp', 'Barista'],
  ['Kok', 'Kok'],
  ['Hulpkok', 'Kok'],
  ['Chef de partie', 'Kok'],
  ['Sous-chef', 'Kok'],
  ['Pizzabakker', 'Kok'],
  ['Frituurmedewerker', 'Kok'],
  ['Ontbijtkok', 'Kok'],
  ['Banketbakker', 'Kok'],
  ['Grillkok', 'Kok'],
  ['Afwasser', 'Afwasser'],
  ['Keukenhulp', 'Afwasser'],
  ['Spoeler', 'Afwasser'],
  ['Ober', 'Ober/Serveerster'],
  ['Serveerster', 'Ober/Serveerster'],
  ['Zaalmedewerker', 'Ober/Serveerster'],
  ['Terrasmedewerker', 'Ober/Serveerster'],
  ['Runner', 'Ober/Serveerster'],
  ['Bartender', 'Ober/Serveerster'],
  ['Cocktailbartender', 'Ober/Serveerster'],
  ['Sommelier', 'Ober/Serveerster'],
  ['Gastheer', 'Ober/Serveerster'],
  ['Gastvrouw', 'Ober/Serveerster'],
  ['Roomservice', 'Ober/Serveerster'],
  ['Cateringmedewerker', 'Ober/Serveerster'],
  ['Zaalverantwoordelijke', 'Manager'],
  ['Shiftleader', 'Manager'],
  ['Restaurantmanager', 'Manager'],
  ['Barmanager', 'Manager'],
  ['Teamleider catering', 'Manager'],
];

export const SHIFTS = list(
  'ochtendshift|middagshift|avondshift|nachtshift|weekend|zaterdagavond|zondagbrunch|lunchservice|' +
    'avondservice|ontbijtservice|brunch|feestdagen|kerstmarkt|zomerbar|festival|concert|voetbalmatch|' +
    'huwelijksfeest|bedrijfsfeest|seminarie|banket|receptie|walking dinner|barbecue|jaarmarkt|' +
    'studentenfeest|nieuwjaarsreceptie|communiefeest|vakantiejob|extra hulp',
);

export const VENUES = list(
  'brasserie|bistro|eetcafé|koffiebar|bakkerij|tearoom|hotel|jeugdherberg|strandbar|rooftopbar|' +
    'cocktailbar|wijnbar|bierkelder|frituur|pizzeria|trattoria|sushibar|foodtruck|feestzaal|kasteel|' +
    'golfclub|sporthal|museumcafé|theaterbar|studentenresto|ijssalon|pannenkoekenhuis|steakhouse|' +
    'visrestaurant|vegan restaurant',
);

export const DISHES = list(
  'stoofvlees|waterzooi|garnaalkroketten|frietjes|mosselen|paling in het groen|vol-au-vent|stoemp|' +
    'witloof|asperges|tomaat-garnaal|croque monsieur|spaghetti bolognese|lasagne|risotto|carpaccio|' +
    'tartaar|americain|steak bearnaise|zalm|kabeljauw|tongrolletjes|scampi|oesters|kreeft|ribbetjes|' +
    'hamburgers|wraps|salades|soep van de dag|pannenkoeken|wafels|crème brûlée|chocolademousse|' +
    'tiramisu|dame blanche|rijstpap|speculaas|cupcakes|croissants|pistolets|brioche|taarten|macarons|' +
    'pralines|sushi|poke bowls|dim sum|curry|falafel|hummus|tapas|pizza margherita|focaccia|ijs|' +
    'sorbet|gentse neuzen|cuberdons|mattentaart|lukken',
);

export const DRINKS = list(
  'espresso|cappuccino|flat white|latte art|filterkoffie|cold brew|chai latte|thee|warme chocolade|' +
    'smoothies|verse sappen|cocktails|mocktails|gin-tonic|spritz|mojito|trappist|tripel|geuze|kriek|' +
    'witbier|tapbier|speciaalbieren|jenever|wijnen|champagne|cava|natuurwijn|whisky|rum',
);

export const QUALITIES = list(
  'vriendelijk|stressbestendig|flexibel|punctueel|enthousiast|klantgericht|zelfstandig|teamspeler|' +
    'communicatief|meertalig|nauwkeurig|hygiënisch|creatief|gastvrij|representatief|leergierig|' +
    'verantwoordelijk|snel|georganiseerd|geduldig',
);

export const TASKS = list(
  'bediening|kassa|afrekenen|mise-en-place|opdienen|afruimen|tafels dekken|reservaties|telefoon|' +
    'bestellingen|voorraad|leveringen|schoonmaak|vaatwas|koelcel|allergenen|haccp|plancha|friteuse|' +
    'oven|combi-steamer|koffiemachine|tapinstallatie|cocktailshaker|kassasysteem|bestelapp|terras|' +
    'zaal|buffet|ontbijtbuffet|banketzaal|vergaderzalen|minibar|roomservice|afhaal|levering',
);

export const PERKS = list(
  'fooien|maaltijd inbegrepen|flexibele uren|studentenjob|flexi-job|vervoer vergoed|' +
    'fietsvergoeding|leuke collega|vast contract mogelijk|opleiding|weekendtoeslag|nachttoeslag|' +
    'personeelskorting|gratis parking|vlakbij station',
);

/** Every word a job can contain, for the searches: one word, or two that may or may not occur together. */
export const SEARCH_WORDS = [
  ...ROLES.map(([role]) => role.toLowerCase()),
  ...SHIFTS,
  ...VENUES,
  ...DISHES,
  ...DRINKS,
  ...QUALITIES,
  ...TASKS,
  ...PERKS,
].flatMap((phrase) => phrase.split(/[\s-]+/).filter((word) => word.length >= 3));
