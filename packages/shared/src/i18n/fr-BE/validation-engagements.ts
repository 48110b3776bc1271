import type { CatalogueOf } from '../locales';
import type { engagementValidation as dutch } from '../nl-BE/validation-engagements';

/** Validation messages of working legally in Belgium (fr-BE): the employer's details, work status, Dimona. */
export const engagementValidation: CatalogueOf<typeof dutch> = {
  tooLong: 'Ce texte est trop long.',
  enterpriseNumber:
    "Ce n'est pas un numéro d'entreprise valable : 10 chiffres, écrits 0123.456.789, avec les bons chiffres de contrôle.",
  rszNumber: "Un numéro d'employeur ONSS se compose de chiffres, par exemple 1234567-89.",
  jointCommittee: 'Une commission paritaire est un numéro comme 302 ou 302.01.',
  dimonaFiler: 'Choisis qui introduit la Dimona : l’entreprise elle-même ou le secrétariat social.',
  workplaceAddress: "Indique l'adresse du lieu de travail.",
  workplaceMunicipality: 'Indique la commune du lieu de travail.',
  languageRegion: 'Choisissez la région de langue néerlandaise, française, bruxelloise ou allemande.',
  contractHash: "Ce contrat n'est plus le même. Relisez-le avant de signer.",
  contractSignedName: 'Tapez votre nom complet pour signer.',
  contractPassword: 'Entrez votre mot de passe pour confirmer votre signature.',
  contractMonth: 'Choisissez un mois.',
  contractRegime: 'Choisissez job étudiant, flexi-job, extra ou emploi ordinaire.',
  nisCode: 'Un code INS se compose de 5 chiffres.',
  tooManyWorkplaces: '20 lieux de travail au maximum.',
  regime: 'Choisis job étudiant, flexi-job, extra ou occupation ordinaire.',
  regimesOne: 'Choisis au moins une façon dont tu occupes des gens pour ce job.',
  workStatus: 'Choisis étudiant, flexi-jobbeur, extra ou aucun des trois.',
  studentSchool: "Indique ton école ou ton établissement d'enseignement.",
  hoursRemaining: "Indique un nombre d'heures entre 0 et 1000.",
  hoursRemainingOn: 'Indique la date à laquelle Student@work affichait ces heures.',
  flexiBasis: 'Choisis pourquoi tu peux faire des flexi-jobs : travail à 4/5 ailleurs ou pension.',
  periodID: 'Un ID de période Dimona se compose de 6 à 20 chiffres.',
  checkInCode: "Tape les 6 chiffres affichés sur l'écran de l'établissement.",
  checkKind: 'Choisis le pointage d’arrivée ou de départ.',
  checkMethod: 'Choisis de scanner ou de taper le code.',
  checkInPosition: "Cette position n'existe pas.",
  checkedAt: "Indique l'heure.",
  manualCheckReason: 'Explique pourquoi tu pointes à la main.',
  manualCheckReasonTooLong: '300 caractères au maximum.',
};
