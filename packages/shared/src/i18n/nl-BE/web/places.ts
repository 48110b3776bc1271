export const places = {
  townField: {
    suggestions: 'Gemeenten',
  },
  radius: {
    label: 'Afstand',
    onlyThisTown: 'Alleen deze gemeente',
    withinKm: 'Binnen {{km}} km',
  },
  distance: {
    km: '{{km}} km',
  },
};
