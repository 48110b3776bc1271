/** Validation messages of working legally in Belgium: the employer's details, work status, Dimona. */
export const engagementValidation = {
  tooLong: 'Deze tekst is te lang.',
  enterpriseNumber:
    'Dit is geen geldig ondernemingsnummer: 10 cijfers, geschreven als 0123.456.789, met de juiste controlecijfers.',
  rszNumber: 'Een RSZ-werkgeversnummer bestaat uit cijfers, bijvoorbeeld 1234567-89.',
  jointCommittee: 'Een paritair comité is een nummer als 302 of 302.01.',
  dimonaFiler: 'Kies wie de Dimona indient: het bedrijf zelf of het sociaal secretariaat.',
  workplaceAddress: 'Vul het adres van de werkplaats in.',
  workplaceMunicipality: 'Vul de gemeente van de werkplaats in.',
  nisCode: 'Een NIS-code bestaat uit 5 cijfers.',
  tooManyWorkplaces: 'Hoogstens 20 werkplaatsen.',
  regime: 'Kies studentenjob, flexijob, extra of gewone tewerkstelling.',
  regimesOne: 'Kies minstens één manier waarop je mensen voor deze job inzet.',
  workStatus: 'Kies student, flexijobber, extra of geen van die.',
  studentSchool: 'Vul je school of onderwijsinstelling in.',
  hoursRemaining: 'Vul een aantal uren tussen 0 en 1000 in.',
  hoursRemainingOn: 'Vul de datum in waarop Student@work die uren toonde.',
  flexiBasis: 'Kies waarom je flexijobs mag doen: 4/5 werk elders of pensioen.',
  periodID: 'Een Dimona-periode-ID bestaat uit 6 tot 20 cijfers.',
};
