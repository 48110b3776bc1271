export const places = {
  townField: {
    suggestions: 'Gemeenten',
  },
  radius: {
    label: 'Afstand',
    onlyThisTown: 'Alleen deze gemeente',
    withinKm: 'Binnen {{km}} km',
    aroundHome: 'Rond mijn adres ({{town}})',
  },
  distance: {
    kilometres: '{{km}} km',
  },
};
